extension String {
    /// The text with every UTF-8 byte but letters, digits and `-._~` percent-encoded (upper-case
    /// hex, as Foundation's `addingPercentEncoding` writes it), so it can sit in a URL's query
    /// and holds nothing HTML, Markdown or a URL parser could read as syntax.
    ///
    /// Byte by byte rather than through Foundation: every place on every page and every feed's
    /// subscribe link is encoded, and Foundation's encoding is far slower.
    public var percentEncodedForQuery: String {
        percentEncoded(keeping: Self.isUnreserved)
    }

    /// An email address for a `mailto:` link: encoded as `percentEncodedForQuery` encodes,
    /// keeping `@` and `+` as they are.
    public var percentEncodedForMailto: String {
        percentEncoded { Self.isUnreserved($0) || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "+") }
    }
}

private extension String {
    func percentEncoded(keeping kept: (UInt8) -> Bool) -> String {
        var text = self
        return text.withUTF8 { utf8 in
            // Written straight into the new string's storage, which has room for every byte
            // encoded: appended to an array, each encoded byte would cost four appends, for
            // every entry of every day list.
            String(unsafeUninitializedCapacity: utf8.count * 3) { encoded in
                var written = 0
                for byte in utf8 {
                    if kept(byte) {
                        encoded[written] = byte
                        written += 1
                    } else {
                        encoded[written] = UInt8(ascii: "%")
                        encoded[written + 1] = Self.hexDigit(byte >> 4)
                        encoded[written + 2] = Self.hexDigit(byte & 0x0F)
                        written += 3
                    }
                }
                return written
            }
        }
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default: return false
        }
    }

    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
