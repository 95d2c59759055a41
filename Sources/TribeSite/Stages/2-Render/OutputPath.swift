/// A path inside the output folder that cannot point outside it.
///
/// Built only from segments that are neither empty, `.`, `..`, nor contain a slash, a
/// backslash or a NUL, so no name in the data can make the writer leave the output folder.
public struct OutputPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let segments: [String]

    /// The path, or nil when any segment could escape or is not a plain file name.
    public init?(_ relativePath: String) {
        let segments = relativePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !segments.isEmpty, segments.allSatisfy(OutputPath.isSafeSegment) else { return nil }
        self.segments = segments
    }

    /// A path the program itself names (not one derived from input).
    init(fixed segments: String...) {
        precondition(segments.allSatisfy(OutputPath.isSafeSegment), "unsafe fixed output path")
        self.segments = segments
    }

    /// `path` inside the folder `folder`, a name the program makes (a token).
    init(folder: String, _ path: OutputPath) {
        precondition(Self.isSafeSegment(folder), "unsafe folder name")
        segments = [folder] + path.segments
    }

    public var description: String { segments.joined(separator: "/") }

    public static func < (lhs: OutputPath, rhs: OutputPath) -> Bool {
        lhs.description < rhs.description
    }

    static func isSafeSegment(_ segment: String) -> Bool {
        // Every mark refused is ASCII, and no byte of a longer UTF-8 sequence is: the bytes tell
        // as the characters would, without decoding each (contact pages name tens of thousands).
        !segment.isEmpty && segment != "." && segment != ".." && segment.utf8.count <= 255
            && !segment.containsUTF8Byte { $0 < 0x20 || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }
    }
}

/// One file of the built site.
public struct OutputFile: Sendable, Hashable {
    public var path: OutputPath
    public var bytes: [UInt8]

    public init(path: OutputPath, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
