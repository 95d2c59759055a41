/// How often a rule's periods come round (RFC 5545 `FREQ`).
public enum Frequency: Int, Sendable, Hashable, CaseIterable, Comparable {
    // Ordered from the longest period to the shortest, as the expansion compares them.
    case yearly, monthly, weekly, daily, hourly, minutely, secondly

    /// The RFC 5545 name, e.g. `MONTHLY`.
    public var name: String {
        switch self {
        case .yearly: return "YEARLY"
        case .monthly: return "MONTHLY"
        case .weekly: return "WEEKLY"
        case .daily: return "DAILY"
        case .hourly: return "HOURLY"
        case .minutely: return "MINUTELY"
        case .secondly: return "SECONDLY"
        }
    }

    public static func < (lhs: Frequency, rhs: Frequency) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
