/// Turns byte offsets into line:column positions of one file.
///
/// Parsing keeps only byte offsets, which are free to carry; the index of line starts is
/// searched only when a diagnostic or a source reference needs a position.
public struct LineIndex: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    /// How many bytes the file has.
    public var byteCount: Int { bytes.count }

    /// The position of the byte at `offset` (clamped to the file).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let prefix = bytes[lineStart..<offset]
        // Count scalars: every byte that is not a UTF-8 continuation byte starts one.
        let column = prefix.reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
        return SourceLocation(line: low + 1, column: column + 1)
    }
}
