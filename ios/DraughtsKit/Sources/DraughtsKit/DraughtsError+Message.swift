// The core's sentence of a DraughtsError. Every case carries it as
// `reason`, beside its own data (an ambiguous move's candidates, the line
// of a PDN error).
import DraughtsCore

extension DraughtsError {
    /// The core's sentence, such as "illegal here: `46-41` (…)".
    public var message: String {
        switch self {
        case let .IllegalMove(reason), let .AmbiguousMove(reason, _), let .InvalidFen(reason),
             let .InvalidPdn(reason, _), let .InvalidSave(reason), let .Other(reason):
            return reason
        }
    }
}
