/// Where a control's loaded options stand: what it shows and whether more is coming.
public enum ADOptionListState: Sendable, Hashable {
    /// A load is running; the control keeps showing the options it had.
    case loading(kept: [ADOption])
    /// The load answered these options.
    case loaded([ADOption])
    /// The load threw (the message says why); the control keeps the last options that loaded.
    case failed(String, kept: [ADOption])

    /// The options the control shows.
    public var options: [ADOption] {
        switch self {
        case .loading(let options), .loaded(let options), .failed(_, let options): options
        }
    }

    /// Whether a load is running (the control shows a loading state).
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Why the last load failed, or `nil`.
    public var message: String? {
        if case .failed(let message, _) = self { return message }
        return nil
    }
}
