extension String {
    /// The text with every UTF-8 byte but letters, digits and `-._~` percent-encoded (upper-case
    /// hex, as Foundation's `addingPercentEncoding` writes it), so it can sit in a URL's query
    /// and holds nothing HTML, Markdown or a URL parser could read as syntax.
    ///
    /// Byte by byte rather than through Foundation: every place on every page and every feed's
    /// subscribe link is encoded, and Foundation's encoding was a fifteenth of a large build.
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        var text = self
        text.withUTF8 { utf8 in
            // The bytes kept go in as runs: appended one by one, they made a place's map
            // link cost thousands of instructions, for every entry of every day list.
            var runStart = 0
            for index in utf8.indices where !kept(utf8[index]) {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                bytes.append(UInt8(ascii: "%"))
                bytes.append(Self.hexDigit(utf8[index] >> 4))
                bytes.append(Self.hexDigit(utf8[index] & 0x0F))
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        return String(decoding: bytes, as: UTF8.self)
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
