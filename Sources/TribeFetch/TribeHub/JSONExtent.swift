/// Where a JSON value ends, in text the parser has already accepted.
///
/// The parser keeps where each value starts; the bytes of a list's items are copied from the
/// page that held them as they are, so a list read in pages is written with every result as
/// the backend sent it.
enum JSONExtent {
    /// The offset just past the value that starts at `start` in `bytes`, which must be valid JSON.
    static func end(of bytes: [UInt8], valueAt start: Int) -> Int {
        var index = start
        guard index < bytes.count else { return index }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return endOfString(bytes, from: index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = endOfString(bytes, from: index)
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return index
        default:
            // A number, true, false or null: up to the next delimiter or blank.
            let delimiters: Set<UInt8> = [
                UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: " "), 0x09, 0x0A, 0x0D,
            ]
            while index < bytes.count, !delimiters.contains(bytes[index]) { index += 1 }
            return index
        }
    }

    /// The offset just past the string whose opening quote is at `start`.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return index
    }
}
