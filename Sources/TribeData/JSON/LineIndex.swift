import Foundation

/// Turns byte offsets into line:column positions of one file.
///
/// Parsing keeps only byte offsets, which are free to carry; the index of line starts is
/// searched only when a diagnostic or a source reference needs a position.
public struct LineIndex: Sendable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// How many scalars come before each block of `blockSize` bytes; empty when no line is
    /// longer than a block. A long line's column is counted from the nearest block rather
    /// than from its start: an export written on one line (as APIs send JSON) has lines of
    /// megabytes, and counting each record's column from the start of such a line would make
    /// loading take time that grows with the square of the line's length. Larger blocks keep
    /// fewer counts but count more bytes for each column asked for.
    private let scalarsBeforeBlock: [Int]
    private static let blockSize = 4096

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var longest = 0
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var lineStart = 0
            // memchr finds the line ends at memory speed; most lines are short.
            while lineStart < buffer.count,
                let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), buffer.count - lineStart)
            {
                let end = UnsafeRawPointer(base).distance(to: found)
                longest = max(longest, end - lineStart)
                lineStart = end + 1
                starts.append(lineStart)
            }
            longest = max(longest, buffer.count - lineStart)
        }
        lineStarts = starts
        scalarsBeforeBlock = longest > Self.blockSize ? Self.blockCounts(bytes) : []
    }

    /// How many bytes the file has.
    public var byteCount: Int { bytes.count }

    /// The position of the byte at `offset` (clamped to the file).
    public func location(ofOffset offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        // The last line starting at or before the offset; the first starts at 0.
        let low = lineStarts.partitionPoint { $0 > offset } - 1
        let lineStart = lineStarts[low]
        // A short line is counted from its start; a line longer than a block, from blocks.
        let column =
            offset - lineStart <= Self.blockSize
            ? Self.scalars(in: bytes[lineStart..<offset], from: 0)
            : scalars(before: offset) - scalars(before: lineStart)
        return SourceLocation(line: low + 1, column: column + 1)
    }
}

private extension LineIndex {
    /// How many scalars come before each block of `bytes`, then how many the whole holds.
    static func blockCounts(_ bytes: [UInt8]) -> [Int] {
        var blocks: [Int] = []
        blocks.reserveCapacity(bytes.count / blockSize + 2)
        var scalars = 0
        for blockStart in stride(from: 0, to: bytes.count, by: blockSize) {
            blocks.append(scalars)
            scalars = Self.scalars(in: bytes[blockStart..<min(bytes.count, blockStart + blockSize)], from: scalars)
        }
        // The whole file's count closes the list, for an offset at the end of a file whose
        // length is a whole number of blocks.
        blocks.append(scalars)
        return blocks
    }

    /// How many scalars the bytes before `offset` hold.
    func scalars(before offset: Int) -> Int {
        let block = offset / Self.blockSize
        return Self.scalars(in: bytes[block * Self.blockSize..<offset], from: scalarsBeforeBlock[block])
    }

    /// `count` plus the scalars `bytes` start: every byte but a UTF-8 continuation byte.
    static func scalars(in bytes: ArraySlice<UInt8>, from count: Int) -> Int {
        bytes.reduce(count) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }
}
