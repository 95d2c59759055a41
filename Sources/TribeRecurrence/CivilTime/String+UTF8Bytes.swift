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

    /// Whether every character is ASCII: the text many callers can read byte by byte, without
    /// Unicode's tables or Foundation.
    @inlinable
    public var isASCII: Bool { !containsUTF8Byte(where: { $0 >= 0x80 }) }
}
