import TribeData

/// An answer of the server that is JSON: its bytes as they came, and what they parse to, read
/// once and kept together so no caller parses them again.
public struct JSONAnswer: Sendable {
    public let bytes: [UInt8]
    public let root: JSONNode
}
