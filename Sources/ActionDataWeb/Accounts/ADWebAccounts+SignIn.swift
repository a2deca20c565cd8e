import ActionData
import Foundation

extension ADWebAccounts {
    /// How a sign-in ended.
    enum SignInOutcome: Sendable, Equatable {
        /// Signed in: the token their cookie carries.
        case signedIn(token: String, account: ADWebAccount)
        /// The name or the password is wrong (which one is never said).
        case refused
        /// Too many attempts for the name or from the address: try again after this many seconds.
        case limited(retryAfter: Int)
    }

    /// Signs `name` in with `password`, from the client address `client`.
    ///
    /// Every attempt is counted against the name and the address before the password is
    /// checked, so attempts racing each other on any node are counted all the same; a
    /// successful one takes back its own counts and clears the name's. An unknown name is
    /// checked against a decoy hash, so it takes as long as a wrong password.
    ///
    /// - Throws: ``ADWebAccountError/storage(_:)`` when the database failed.
    func signIn(name: String, password: String, client: String?) async throws(ADWebAccountError) -> SignInOutcome {
        let now = Date().timeIntervalSince1970
        let window = Double(limits.window.components.seconds)
        let nameSubject = Token.digest("account\u{0}" + name.prefix(256))
        var subjects = [(nameSubject, limits.attemptsPerAccount)]
        if let client { subjects.append((Token.digest("address\u{0}" + client), limits.attemptsPerAddress)) }
        var counted: [SignInAttemptRow] = []
        for (subject, limit) in subjects {
            switch try await count(subject: subject, limit: limit, now: now, window: window) {
            case .counted(let attempt): counted.append(attempt)
            case .limited(let retryAfter):
                try await forget(counted)
                return .limited(retryAfter: retryAfter)
            }
        }
        let database = database
        let row = ADWebAccount.isValidName(name) ? try await Self.storing { try await database.load(AccountRow.self, key: name) } : nil
        let matches = try await ADWebPasswords.verify(password, against: row?.passwordHash ?? decoyHash)
        guard matches, let row, let account = row.account else { return .refused }
        let token = Token.make()
        try await Self.storing {
            try await database.delete(SignInAttemptRow.self, where: "subject = '\(nameSubject)'")
            try await database.delete(SignInRow.self, where: "expiresAt < \(now)")
            try await database.save(
                SignInRow(digest: Token.digest(token), account: account.name, expiresAt: now + Double(signInLifetime.components.seconds)))
        }
        try await forget(counted)
        return .signedIn(token: token, account: account)
    }

    /// Who the sign-in `token` names, or `nil` when it names none that lasts (never made,
    /// signed out, expired, or its account removed). Asks the database at most once per
    /// ``recheckInterval`` per token.
    ///
    /// - Throws: ``ADWebAccountError/storage(_:)`` when the database failed.
    func identity(signedInWith token: String) async throws(ADWebAccountError) -> ADIdentity? {
        let clock = ContinuousClock()
        let now = Date().timeIntervalSince1970
        if let known = checked.value(for: token), clock.now - known.checkedAt < recheckInterval, known.expiresAt > now {
            return known.identity
        }
        checked.forget(token)
        let database = database
        let found: (SignInRow, AccountRow)? = try await Self.storing {
            guard let signIn = try await database.load(SignInRow.self, key: Token.digest(token)), signIn.expiresAt > now,
                let account = try await database.load(AccountRow.self, key: signIn.account)
            else { return nil }
            return (signIn, account)
        }
        guard let (signIn, row) = found, let account = row.account else { return nil }
        checked.keep(CheckedSignIn(identity: account.identity, checkedAt: clock.now, expiresAt: signIn.expiresAt), for: token)
        return account.identity
    }

    /// Ends the sign-in `token` names, on every node (within ``recheckInterval`` on the others).
    ///
    /// - Throws: ``ADWebAccountError/storage(_:)`` when the database failed.
    func signOut(token: String) async throws(ADWebAccountError) {
        checked.forget(token)
        let database = database
        _ = try await Self.storing { try await database.delete(SignInRow.self, where: "digest = '\(Token.digest(token))'") }
    }

    private enum Count {
        case counted(SignInAttemptRow)
        case limited(retryAfter: Int)
    }

    /// Counts one attempt against `subject`, unless `limit` attempts already count within
    /// `window` seconds of `now`. The attempt is stored before it is counted, so of attempts
    /// racing each other, those past the limit see it.
    private func count(subject: String, limit: Int, now: Double, window: Double) async throws(ADWebAccountError) -> Count {
        let database = database
        let since = now - window
        let recent = "subject = '\(subject)' AND attemptedAt > \(since)"
        return try await Self.storing {
            try await database.delete(SignInAttemptRow.self, where: "attemptedAt <= \(since)")
            if try await database.count(SignInAttemptRow.self, where: recent) >= limit {
                return .limited(retryAfter: try await retryAfter(recent, now: now, window: window))
            }
            let attempt = try await database.save(SignInAttemptRow(subject: subject, attemptedAt: now))
            if try await database.count(SignInAttemptRow.self, where: recent) > limit {
                try await database.delete(attempt)
                return .limited(retryAfter: try await retryAfter(recent, now: now, window: window))
            }
            return .counted(attempt)
        }
    }

    /// The seconds until the oldest attempt matching `recent` stops counting; at least 1.
    private func retryAfter(_ recent: String, now: Double, window: Double) async throws -> Int {
        let oldest = try await database.load(SignInAttemptRow.self, where: recent, orderBy: [.ascending("attemptedAt")], limit: 1).first
        let seconds = ((oldest?.attemptedAt ?? now) + window - now).rounded(.up)
        return seconds.isFinite ? max(1, Int(min(seconds, window, 1e9))) : 1
    }

    /// Takes back attempts counted for a sign-in that succeeded or was refused for a limit.
    private func forget(_ attempts: [SignInAttemptRow]) async throws(ADWebAccountError) {
        let database = database
        try await Self.storing {
            for attempt in attempts { try await database.delete(attempt) }
        }
    }
}
