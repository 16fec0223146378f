// The core's sentence of a DraughtsError. The FFI sends one readable
// message per error (a flat error); each case carries it.
import DraughtsCore

extension DraughtsError {
    /// The core's sentence, such as "illegal here: `46-41` (…)".
    public var message: String {
        switch self {
        case let .IllegalMove(message), let .AmbiguousMove(message), let .InvalidFen(message),
             let .InvalidPdn(message), let .InvalidSave(message), let .Other(message):
            return message
        }
    }
}
