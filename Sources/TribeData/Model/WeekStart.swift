/// The first day of a calendar week.
public enum WeekStart: String, Sendable, Hashable, CaseIterable {
    /// ISO 8601, the default.
    case monday
    case sunday
}
