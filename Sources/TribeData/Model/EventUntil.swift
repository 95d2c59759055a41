import TribeRecurrence

/// The last moment a series may produce an occurrence (inclusive).
public enum EventUntil: Sendable, Hashable, CustomStringConvertible {
    /// Occurrences starting on or before this local date.
    case date(LocalDate)
    /// Occurrences starting at or before this wall-clock time.
    case dateTime(LocalDateTime)

    /// The latest wall-clock start this bound allows.
    public var latestStart: LocalDateTime {
        switch self {
        case .date(let date): return LocalDateTime(midnightOf: date).adding(seconds: 86_399)
        case .dateTime(let dateTime): return dateTime
        }
    }

    public var description: String {
        switch self {
        case .date(let date): return date.description
        case .dateTime(let dateTime): return dateTime.description
        }
    }
}
