import ActionData
import Foundation

extension ADWebAccounts {
    /// How a sign-in ended.
    enum SignInOutcome: Sendable, Equatable {
        /// Signed in: the token their cookie carries.
        case signedIn(token: String, account: ADWebAccount)
        /// The name or the password is wrong (which one is never said).
        case refused
        /// The name from this address, or this address, failed too often lately: not checked;
        /// try again after this many seconds (``ADWebSignInLimits``).
        case limited(retryAfter: Int)
    }

    /// Signs `name` in with `password`, from the client address `client`.
    ///
    /// Every attempt is counted against the pair of name and address, and against the address,
    /// before the password is checked, so attempts racing each other on any node are counted
    /// all the same; an attempt that must wait is not counted, and is not checked. A failure
    /// counts from when it was answered; a success takes back its own counts and clears the
    /// pair's. An unknown name is checked against a decoy hash, so it takes as long as a wrong
    /// password.
    ///
    /// - Throws: ``ADWebAccountError/storage(_:)`` when the database failed.
    func signIn(name: String, password: String, client: String?) async throws(ADWebAccountError) -> SignInOutcome {
        let now = Date().timeIntervalSince1970
        let pair = Token.digest("pair\u{0}\(name.prefix(256))\u{0}\(client ?? "")")
        var subjects = [(pair, limits.failuresPerAccountAndAddress)]
        if let client { subjects.append((Token.digest("address\u{0}" + client), limits.failuresPerAddress)) }
        var counted: [SignInAttemptRow] = []
        for (subject, allowed) in subjects {
            switch try await count(subject: subject, allowed: allowed, now: now) {
            case .counted(let attempt): counted.append(attempt)
            case .limited(let retryAfter):
                try await forget(counted)
                return .limited(retryAfter: retryAfter)
            }
        }
        let database = database
        let row = ADWebAccount.isValidName(name) ? try await Self.storing { try await database.load(AccountRow.self, key: name) } : nil
        let matches = try await ADWebPasswords.verify(password, against: row?.passwordHash ?? decoyHash)
        guard matches, let row, let account = row.account else {
            try await answered(counted)
            return .refused
        }
        let token = Token.make()
        try await Self.storing {
            try await database.delete(SignInAttemptRow.self, where: "subject = '\(pair)'")
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

    /// Counts one attempt against `subject`, whose allowance is `allowed` failures, unless the
    /// failures it has within the window make it wait past `now`. The attempt is stored before
    /// the failures are counted, so of attempts racing each other, each sees the others (an
    /// attempt in flight counts as a failure until it is answered).
    private func count(subject: String, allowed: Int, now: Double) async throws(ADWebAccountError) -> Count {
        let (database, limits) = (database, limits)
        let since = now - seconds(limits.window)
        let recent = "subject = '\(subject)' AND attemptedAt > \(since)"
        return try await Self.storing {
            try await database.delete(SignInAttemptRow.self, where: "attemptedAt <= \(since)")
            let attempt = try await database.save(SignInAttemptRow(subject: subject, attemptedAt: now))
            let failures = try await database.count(SignInAttemptRow.self, where: recent) - 1
            let wait = seconds(limits.delay(afterFailures: failures, allowed: allowed))
            guard wait > 0 else { return .counted(attempt) }
            let latest = try await database.load(SignInAttemptRow.self, where: recent, orderBy: [.descending("attemptedAt")], limit: 2)
                .first { $0.id != attempt.id }
            let until = (latest?.attemptedAt ?? now) + wait
            guard until > now else { return .counted(attempt) }
            try await database.delete(attempt)
            return .limited(retryAfter: Self.retryAfter(until - now))
        }
    }

    /// Whole seconds to wait for `seconds`: at least 1.
    private static func retryAfter(_ seconds: Double) -> Int {
        let whole = seconds.rounded(.up)
        return whole.isFinite ? max(1, Int(min(whole, 1e9))) : 1
    }

    /// Marks the attempts of a refused sign-in as failures answered now: the wait they cause
    /// runs from the answer, not from when the attempt came.
    private func answered(_ attempts: [SignInAttemptRow]) async throws(ADWebAccountError) {
        let database = database
        let now = Date().timeIntervalSince1970
        try await Self.storing {
            for var attempt in attempts {
                attempt.attemptedAt = max(attempt.attemptedAt, now)
                try await database.save(attempt)
            }
        }
    }

    /// Takes back attempts counted for a sign-in that succeeded or was refused for a limit.
    private func forget(_ attempts: [SignInAttemptRow]) async throws(ADWebAccountError) {
        let database = database
        try await Self.storing {
            for attempt in attempts { try await database.delete(attempt) }
        }
    }
}
