/// Walks a template's nodes and writes what they make.
struct TemplateRenderer {
    let library: TemplateLibrary
    var output: [UInt8]
    /// The objects sections have entered, innermost last; names are looked up from the end.
    var stack: [TemplateValue]

    /// What partials hand down: overridden blocks, and the indentation of a standalone partial.
    struct Context {
        var overrides: [String: [TemplateNode]] = [:]
        var indentation: [UInt8] = []
    }

    mutating func render(_ nodes: [TemplateNode], escaping: TemplateEscaping, context: Context, depth: Int) throws(TemplateRenderError) {
        for node in nodes {
            if context.indentation.isEmpty {
                try render(node, escaping: escaping, context: context, depth: depth)
            } else {
                // A standalone partial's lines are indented like the tag; the indentation goes in
                // only before a node that writes something at the start of a line.
                let atLineStart = output.last == UInt8(ascii: "\n")
                let start = output.count
                try render(node, escaping: escaping, context: context, depth: depth)
                if atLineStart, output.count > start {
                    output.insert(contentsOf: context.indentation, at: start)
                }
            }
        }
    }
}

private extension TemplateRenderer {
    mutating func render(_ node: TemplateNode, escaping: TemplateEscaping, context: Context, depth: Int) throws(TemplateRenderError) {
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name, let escaped):
            guard let value = lookUp(name) else { return }
            switch value {
            case .text(let text):
                if escaped {
                    escaping.append(text, to: &output)
                } else {
                    output.append(contentsOf: text.utf8)
                }
            case .bool(let flag):
                output.append(contentsOf: (flag ? "true" : "false").utf8)
            case .list, .object:
                // Nothing a person could read; a template that shows one has a mistake in its name.
                return
            }
        case .section(let name, let inner, let inverted):
            let value = lookUp(name)
            if inverted {
                guard Self.isFalsey(value) else { return }
                try render(inner, escaping: escaping, context: context, depth: depth)
                return
            }
            switch value {
            case nil, .bool(false): return
            case .bool(true): try render(inner, escaping: escaping, context: context, depth: depth)
            case .list(let items):
                for item in items {
                    stack.append(item)
                    try render(inner, escaping: escaping, context: context, depth: depth)
                    stack.removeLast()
                }
            case .some(let value):
                stack.append(value)
                try render(inner, escaping: escaping, context: context, depth: depth)
                stack.removeLast()
            }
        case .partial(let name, let indentation, let overrides):
            guard depth < TemplateLibrary.maximumDepth else { throw .nestedTooDeeply(name, depth: TemplateLibrary.maximumDepth) }
            guard let template = library.templates[name] else { throw .missingTemplate(name) }
            var inner = context
            inner.indentation += indentation
            if let overrides {
                // The outermost override of a block wins, as in the specification.
                inner.overrides.merge(overrides) { outer, _ in outer }
            }
            try render(template.nodes, escaping: template.escaping, context: inner, depth: depth + 1)
        case .block(let name, let defaults, let indentation):
            var inner = context
            inner.indentation += indentation
            try render(context.overrides[name] ?? defaults, escaping: escaping, context: inner, depth: depth)
        case .blockDefinition:
            return
        }
    }

    /// The value a name stands for: its first part is looked for from the innermost object outwards.
    func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        var value: TemplateValue?
        if name.anchored {
            value = Self.member(first, of: stack[stack.count - 1])
        } else {
            for entry in stack.reversed() {
                if let found = Self.member(first, of: entry) {
                    value = found
                    break
                }
            }
        }
        for part in name.parts.dropFirst() {
            guard let current = value else { return nil }
            value = Self.member(part, of: current)
        }
        return value
    }

    static func member(_ name: String, of value: TemplateValue) -> TemplateValue? {
        guard case .object(let fields) = value else { return nil }
        return fields[name]
    }

    static func isFalsey(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil, .bool(false): return true
        case .list(let items): return items.isEmpty
        default: return false
        }
    }
}
