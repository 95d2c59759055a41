extension String {
    /// The text's words joined by one space, cut at `limit` characters and lower-cased when
    /// asked; nil unless the text is ASCII.
    ///
    /// Both searches store text this way, for every contact and every series. Splitting on
    /// `Character.isWhitespace` asks Unicode's tables about each character, which cost a large
    /// family tens of milliseconds; in ASCII a byte is a character (but for CR LF, which is
    /// whitespace either way) and its whitespace is tab to return and space, so bytes answer
    /// the same.
    func asciiWords(lowercased: Bool, limit: Int = .max) -> String? {
        // Any other byte could join the character before it (a combining accent), so the
        // text must be ASCII to its end, past the cut.
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Swift.min(utf8.count, limit))
        var pendingSpace = false
        for byte in utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(0x20)
                pendingSpace = false
            }
            bytes.append(lowercased && (0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            if bytes.count >= limit { break }
        }
        // A space can take the last place before the cut, as it does when words are joined.
        return String(decoding: bytes.prefix(limit), as: UTF8.self)
    }
}
