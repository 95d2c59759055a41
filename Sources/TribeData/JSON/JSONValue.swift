import TribeRecurrence

/// A parsed JSON value that remembers where it stood in its file.
public struct JSONNode: Sendable, Equatable {
    /// The value itself.
    public var value: JSONValue
    /// Byte offset of the value's first character in the file.
    public var offset: Int

    public init(_ value: JSONValue, offset: Int) {
        self.value = value
        self.offset = offset
    }
}

/// One member of a JSON object, in file order.
public struct JSONMember: Sendable, Equatable {
    public var key: String
    /// Byte offset of the key's opening quote.
    public var keyOffset: Int
    public var node: JSONNode
}

/// The JSON data model, with integers kept apart from other numbers so ids never pass
/// through a `Double`.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double, text: String)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])
}

extension JSONValue {
    /// How the value reads in a message: its kind, and the value itself when it is short.
    public var summary: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return "the number \(number)"
        case .number(_, let text): return "the number \(text)"
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(37)) + "…" : text
            return "the string \(shown.quotedForMessage)"
        case .array(let items): return items.isEmpty ? "an empty array" : "an array"
        case .object: return "an object"
        }
    }
}
