extension LocalDate {
    /// Reads `YYYY-MM-DD`; nil unless it is a real date.
    public init?(iso text: String) {
        guard case .success(let date) = DateTimeText.parseDate(text) else { return nil }
        self = date
    }
}

extension LocalDateTime {
    /// Reads a naive `YYYY-MM-DDTHH:MM[:SS[.fraction]]`; nil unless it is a real wall-clock time.
    public init?(iso text: String) {
        guard case .success(let dateTime) = DateTimeText.parseDateTime(text) else { return nil }
        self = dateTime
    }
}
