import TribeRecurrence

extension Collection<String> {
    /// The strings with `separator` between them, as `joined(separator:)` makes them, written
    /// into one string made at its final length.
    ///
    /// The standard library's join grows its result as it appends, checking its room at each
    /// part; a large build joins a few short strings a hundred thousand times (the feeds'
    /// descriptions, the day lists' names, links between pages), at 2,000 instructions each.
    @inlinable
    public func joinedInOnePass(separator: String) -> String {
        var length = 0
        var parts = 0
        for part in self {
            length += part.utf8.count
            parts += 1
        }
        guard parts > 1, let first else { return first ?? "" }
        length += separator.utf8.count * (parts - 1)
        return String(unsafeUninitializedCapacity: length) { text in
            var written = first.copyUTF8(into: text, at: 0)
            for part in dropFirst() {
                written = separator.copyUTF8(into: text, at: written)
                written = part.copyUTF8(into: text, at: written)
            }
            return written
        }
    }
}

extension String {
    /// Copies the text's UTF-8 into `buffer` from `offset`, reading it where it lies; returns
    /// where it ends.
    @usableFromInline
    func copyUTF8(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let rest = UnsafeMutableBufferPointer(rebasing: buffer[offset...])
        return offset + withUTF8Span { span in span.withUnsafeBufferPointer { rest.initialize(fromContentsOf: $0) } }
    }
}
