/// A content line that reads the same in every use but for a whole number inside its value,
/// as a feed's UIDs do (`UID:event-42-tribe@example.org`).
///
/// Its fixed parts are cleaned once, and each line is written straight into the output: the
/// feeds write a UID for every VEVENT, and writing each with `ComponentBytes.writeLine` would make
/// a new string and look for control characters in it again every time.
public struct NumberedContentLine: Sendable {
    /// The name, the colon and the value's part before the number.
    private let head: [UInt8]
    /// The value's part after the number.
    private let tail: [UInt8]

    /// The line `name:<before><number><after>`, as `ComponentBytes.writeLine` writes it.
    public init(_ name: String, before: String, after: String) {
        head = Array(name.utf8) + [UInt8(ascii: ":")] + Array(ContentLine.stripControls(before).utf8)
        tail = Array(ContentLine.stripControls(after).utf8)
    }

    /// Appends the line for `number`, folded at 75 octets, ending in CRLF.
    public func write(_ number: Int, into output: inout [UInt8]) {
        let start = output.count
        output.append(contentsOf: head)
        // Up to 15 digits and a sign, a number's decimal text is a small string, made
        // without allocating.
        output.append(contentsOf: String(number).utf8)
        output.append(contentsOf: tail)
        ContentLine.end(lineFrom: start, in: &output)
    }
}
