import TribeRecurrence

/// Where a value sits inside a JSON document, written as `$.events[3].start`.
///
/// Readers extend a path for every value they look at, nearly always without reporting
/// anything; a linked chain makes each step one small allocation instead of an array copy.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step down into an object or an array.
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    private indirect enum Chain: Sendable, Hashable {
        case root
        case step(Chain, Component)
    }

    private let chain: Chain

    /// The document itself.
    public static let root = JSONPath(chain: .root)

    private init(chain: Chain) {
        self.chain = chain
    }

    public init(components: [Component]) {
        self.chain = components.reduce(Chain.root) { .step($0, $1) }
    }

    public func appending(_ key: String) -> JSONPath {
        JSONPath(chain: .step(chain, .key(key)))
    }

    public func appending(_ index: Int) -> JSONPath {
        JSONPath(chain: .step(chain, .index(index)))
    }

    /// The steps from the root down.
    public var components: [Component] {
        var steps: [Component] = []
        var current = chain
        while case .step(let parent, let component) = current {
            steps.append(component)
            current = parent
        }
        return steps.reversed()
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
        return unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }
}
