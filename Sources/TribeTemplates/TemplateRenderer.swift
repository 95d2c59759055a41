/// Walks a template's nodes and writes what they make.
struct TemplateRenderer {
    let library: TemplateLibrary
    var output: [UInt8]
    /// The objects sections have entered, innermost last; names are looked up from the end.
    var stack: [TemplateValue]
    /// How the template being rendered escapes `{{value}}`.
    var escaping: TemplateEscaping = .html
    /// Blocks overridden by the parents being rendered; the outermost override wins.
    var overrides: [String: [TemplateNode]] = [:]
    /// What a standalone partial's lines are indented by.
    var indentation: [UInt8] = []
    var depth = 0

    init(library: TemplateLibrary, stack: [TemplateValue]) {
        self.library = library
        output = []
        output.reserveCapacity(16_384)
        self.stack = stack
    }

    mutating func render(_ template: Template) throws(TemplateRenderError) {
        escaping = template.escaping
        try render(template.nodes)
    }
}

private extension TemplateRenderer {
    mutating func render(_ nodes: [TemplateNode]) throws(TemplateRenderError) {
        guard !indentation.isEmpty else {
            for node in nodes { try render(node) }
            return
        }
        for node in nodes {
            // A standalone partial's lines are indented like its tag; the indentation goes in
            // only before a node that writes something at the start of a line.
            let atLineStart = output.last == UInt8(ascii: "\n")
            let start = output.count
            try render(node)
            if atLineStart, output.count > start {
                output.insert(contentsOf: indentation, at: start)
            }
        }
    }

    mutating func render(_ node: TemplateNode) throws(TemplateRenderError) {
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
                if Self.isFalsey(value) { try render(inner) }
                return
            }
            switch value {
            case nil, .bool(false): return
            case .bool(true): try render(inner)
            case .list(let items):
                for item in items {
                    stack.append(item)
                    try render(inner)
                    stack.removeLast()
                }
            case .some(let value):
                stack.append(value)
                try render(inner)
                stack.removeLast()
            }
        case .partial(let name, let partialIndentation, let partialOverrides):
            guard depth < TemplateLibrary.maximumDepth else { throw .nestedTooDeeply(name, depth: TemplateLibrary.maximumDepth) }
            guard let template = library.templates[name] else { throw .missingTemplate(name) }
            let saved = (escaping, overrides, indentation)
            defer { (escaping, overrides, indentation) = saved }
            escaping = template.escaping
            indentation += partialIndentation
            if let partialOverrides {
                overrides.merge(partialOverrides) { outer, _ in outer }
            }
            depth += 1
            defer { depth -= 1 }
            try render(template.nodes)
        case .block(let name, let defaults, let blockIndentation):
            let saved = indentation
            defer { indentation = saved }
            indentation += blockIndentation
            try render(overrides[name] ?? defaults)
        case .blockDefinition:
            return
        }
    }

    /// The value a name stands for: its first part is looked for from the innermost object outwards.
    func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        var value: TemplateValue?
        if name.anchored {
            value = stack.last.flatMap { Self.member(first, of: $0) }
        } else {
            var index = stack.count - 1
            while index >= 0 {
                if let found = Self.member(first, of: stack[index]) {
                    value = found
                    break
                }
                index -= 1
            }
        }
        for part in name.parts.dropFirst() {
            guard let current = value else { return nil }
            value = Self.member(part, of: current)
        }
        return value
    }

    static func member(_ name: String, of value: TemplateValue) -> TemplateValue? {
        guard case .object(let object) = value else { return nil }
        return object[name]
    }

    static func isFalsey(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil, .bool(false): return true
        case .list(let items): return items.isEmpty
        default: return false
        }
    }
}
