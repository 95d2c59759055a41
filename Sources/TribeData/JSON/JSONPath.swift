/// Where a value sits inside a JSON document, written as `$.events[3].start`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step down into an object or an array.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component]

    /// The document itself.
    public static let root = JSONPath(components: [])

    public init(components: [Component]) {
        self.components = components
    }

    public func appending(_ key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index): text += "[\(index)]"
            case .key(let key) where key.isPlainIdentifier: text += ".\(key)"
            case .key(let key): text += "[\(key.quotedForMessage)]"
            }
        }
        return text
    }
}

private extension String {
    var isPlainIdentifier: Bool {
        guard let first = unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}
