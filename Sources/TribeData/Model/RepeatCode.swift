/// TribeHub's `recurrence_type`: how a series repeats.
///
/// The server's own `REC` code marks generated copies, which are dropped on loading and so
/// never reach this type.
public enum RepeatCode: String, Sendable, Hashable, CaseIterable {
    case none = "NON"
    case daily = "DAI"
    case weekly = "WEK"
    case fortnightly = "TWK"
    case monthly = "MON"
    case yearly = "YEA"

    /// The name TribeHub's apps show.
    public var label: String {
        switch self {
        case .none: return "Does not repeat"
        case .daily: return "Daily"
        case .weekly: return "Weekly"
        case .fortnightly: return "Fortnightly"
        case .monthly: return "Monthly"
        case .yearly: return "Yearly"
        }
    }
}
