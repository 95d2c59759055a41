import TribeRecurrence

extension String {
    /// The text's words joined by one space, cut at `limit` characters and folded as the
    /// search scripts fold (accents dropped, lower case) when asked; nil when the text holds a
    /// character other than ASCII, the letters and signs of Latin-1 and Latin Extended-A, and
    /// the common spaces, punctuation and currency signs.
    ///
    /// Both searches store text this way, for every contact and every series. Foundation's
    /// decomposition and `Character.isWhitespace` ask Unicode's tables about each character,
    /// which is slow over the text of every record. In the scalars read here every scalar is
    /// a character of its own (CR LF aside, whitespace either way), none is a combining mark,
    /// and each folds on its own, so reading scalar by scalar answers as reading characters.
    ///
    /// The words are written straight into the new string's room: no scalar folds to more
    /// bytes than it has, and a space stands for at least one, so the text's own length is
    /// room enough, and nothing is appended byte by byte to an array that grows.
    func plainWords(folded: Bool, limit: Int = .max) -> String? {
        if isASCII { return asciiWords(folded: folded, limit: limit) }
        var known = true
        let words = String(unsafeUninitializedCapacity: utf8.count) { room in
            var written = 0
            var characters = 0
            var pendingSpace = false
            // Past the cut the text is still read: a scalar not known here could change the
            // characters before it (a combining accent joins the letter it follows).
            for scalar in unicodeScalars {
                guard let plain = PlainScalar(scalar) else {
                    known = false
                    return 0
                }
                guard characters < limit else { continue }
                guard let shown = folded ? plain.folded : plain.scalar else {
                    pendingSpace = characters > 0
                    continue
                }
                if pendingSpace {
                    room[written] = 0x20
                    written += 1
                    characters += 1
                    pendingSpace = false
                    // A space can take the last place before the cut, as it does when words are joined.
                    if characters == limit { continue }
                }
                UTF8.encode(shown) { byte in
                    room[written] = byte
                    written += 1
                }
                characters += 1
            }
            return written
        }
        return known ? words : nil
    }
}

/// A scalar `plainWords` knows: whitespace, or a character and what it folds to.
private struct PlainScalar {
    /// The scalar itself; nil for whitespace.
    let scalar: Unicode.Scalar?
    /// Its canonical decomposition without the accents U+0300–U+036F, lower-cased.
    let folded: Unicode.Scalar?

    init?(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F:
            self.init(whitespace: ())
        case 0x41...0x5A:
            self.init(scalar, folded: Unicode.Scalar(UInt8(value) + 0x20))
        case 0...0x7F, 0xA1...0xBF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0:
            self.init(scalar, folded: scalar)
        case 0xC0...0x17F:
            self.init(scalar, folded: Self.latinFolds[Int(value) - 0xC0])
        default:
            return nil
        }
    }

    private init(_ scalar: Unicode.Scalar, folded: Unicode.Scalar) {
        self.scalar = scalar
        self.folded = folded
    }

    private init(whitespace: Void) {
        scalar = nil
        folded = nil
    }

    /// U+00C0–U+017F folded, one scalar each: Foundation's decomposition, accents dropped and
    /// lower-cased, as `ContactPages.unicodeSearchText` folds them (its tests hold the two
    /// together for every scalar).
    static let latinFolds = Array(
        ("aaaaaaæceeeeiiiiðnooooo×øuuuuyþßaaaaaaæceeeeiiiiðnooooo÷øuuuuyþy"
            + "aaaaaaccccccccddđđeeeeeeeeeegggggggghhħħiiiiiiiiiıĳĳjjkkĸllllllŀŀłłnnnnnnŉŋŋ"
            + "ooooooœœrrrrrrssssssssttttŧŧuuuuuuuuuuuuwwyyyzzzzzzſ").unicodeScalars)
}

private extension String {
    /// `plainWords` of ASCII text, byte by byte: a byte is a character (but for CR LF, which
    /// is whitespace either way) and its whitespace is tab to return and space.
    func asciiWords(folded: Bool, limit: Int) -> String {
        guard limit > 0 else { return "" }
        var text = self
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: Swift.min(bytes.count, limit)) { room in
                var written = 0
                var pendingSpace = false
                for byte in bytes {
                    if byte == 0x20 || (0x09...0x0D).contains(byte) {
                        pendingSpace = written > 0
                        continue
                    }
                    if pendingSpace {
                        room[written] = 0x20
                        written += 1
                        pendingSpace = false
                        // A space can take the last place before the cut, as it does when words are joined.
                        if written == limit { break }
                    }
                    room[written] = folded && (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                    written += 1
                    if written == limit { break }
                }
                return written
            }
        }
    }
}
