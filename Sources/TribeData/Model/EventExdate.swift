import TribeRecurrence

/// An occurrence left out of a series, by its original start, and where the data says so.
public struct EventExdate: Sendable, Hashable {
    public var start: LocalDateTime
    public var source: SourceReference

    public init(start: LocalDateTime, source: SourceReference) {
        self.start = start
        self.source = source
    }
}
