extension String {
    /// Whether any byte of the text's UTF-8 passes `test`.
    ///
    /// Read in one loop over the string's own storage where it has one: through `utf8`'s
    /// iterator each byte cost a call, and feeds, cards and the export's strings ask this of
    /// every value they hold.
    @inlinable
    public func containsUTF8Byte(where test: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? utf8.contains(where: test)
    }

    /// Calls `body` with the text's UTF-8 where it lies, or with a copy's when the text keeps
    /// none of its own; the span is valid only inside `body`.
    ///
    /// Unlike `withUTF8`, it does not mutate, so a caller need not copy the string (and retain
    /// and release its storage) for every value a page or a feed writes.
    @inlinable
    public func withUTF8Span<Result>(_ body: (Span<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable({ try body($0.span) }) { return result }
        var text = self
        return try text.withUTF8 { try body($0.span) }
    }

    /// Whether every character is ASCII: the text many callers can read byte by byte, without
    /// Unicode's tables or Foundation.
    @inlinable
    public var isASCII: Bool { !containsUTF8Byte(where: { $0 >= 0x80 }) }
}
