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
    /// What sections made of objects with an identity, for the next object with the same one.
    var reusable: [ReuseKey: [UInt8]] = [:]
    /// The lowest place in `stack` a lookup has read since it was last reset; a lookup that
    /// found nothing read all of it (-1).
    var reach = Int.max
    /// Whether `stack[0]` holds the render's constants (`TemplateLibrary.render(_:_:constants:)`).
    let hasConstants: Bool

    init(library: TemplateLibrary, stack: [TemplateValue], hasConstants: Bool = false) {
        self.library = library
        output = []
        output.reserveCapacity(16_384)
        self.stack = stack
        self.hasConstants = hasConstants
    }

    mutating func render(_ template: Template) throws(TemplateRenderError) {
        escaping = template.escaping
        try render(template.nodes)
    }
}

private extension TemplateRenderer {
    mutating func render(_ nodes: [TemplateNode]) throws(TemplateRenderError) {
        guard !indentation.isEmpty else {
            // Through the buffer: `for node in nodes` copies each node out, retaining what it
            // holds, and a page walks its nodes hundreds of thousands of times.
            try nodes.withUnsafeBufferPointer { nodes throws(TemplateRenderError) in
                for index in nodes.indices { try render(nodes[index]) }
            }
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
            case .list, .object, .null:
                // Nothing a person could read; a template that shows a list or an object has
                // a mistake in its name.
                return
            }
        case .section(let name, let inner, let inverted):
            let value = lookUp(name)
            if inverted {
                if Self.isFalsey(value) { try render(inner.nodes) }
                return
            }
            switch value {
            case nil, .null, .bool(false): return
            case .bool(true): try render(inner.nodes)
            case .list(let items):
                try items.withUnsafeBufferPointer { items throws(TemplateRenderError) in
                    for index in items.indices { try render(inner, inside: items[index]) }
                }
            case .some(let value):
                try render(inner, inside: value)
            }
        case .partial(let name, let partialIndentation, let partialOverrides):
            guard depth < TemplateLibrary.maximumDepth else {
                throw .nestedTooDeeply(name, depth: TemplateLibrary.maximumDepth)
            }
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

    /// A section's nodes rendered with `value` entered, reusing what they made of an object
    /// with the same identity when that made use of nothing outside the object.
    mutating func render(_ section: TemplateSectionBody, inside value: TemplateValue) throws(TemplateRenderError) {
        stack.append(value)
        defer { stack.removeLast() }
        // Indentation and overridden blocks come from around the section, so output made
        // under either is not reused.
        guard case .object(let object) = value, let identity = object.identity, indentation.isEmpty, overrides.isEmpty
        else {
            try render(section.nodes)
            return
        }
        // Whether a line has just begun decides where a nested partial's indentation goes.
        let key = ReuseKey(
            section: ObjectIdentifier(section), identity: identity, atLineStart: output.last == UInt8(ascii: "\n"))
        if let made = reusable[key] {
            output.append(contentsOf: made)
            return
        }
        let start = output.count
        let outerReach = reach
        reach = Int.max
        try render(section.nodes)
        if reach >= stack.count - 1 { reusable[key] = Array(output[start...]) }
        reach = min(outerReach, reach)
    }

    /// The value a name stands for: its first part is looked for from the innermost object outwards.
    mutating func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.parts.first else {
            reach = min(reach, stack.count - 1)
            return stack.last
        }
        var value: TemplateValue?
        if name.anchored {
            reach = min(reach, stack.count - 1)
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
            // A constant reads the same wherever it is looked up, so output stays reusable.
            if !(hasConstants && index == 0) { reach = min(reach, index) }
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
        case nil, .null, .bool(false): return true
        case .list(let items): return items.isEmpty
        default: return false
        }
    }
}

/// Where reused output is filed: the section that made it and the identity of the object it
/// made it of.
struct ReuseKey: Hashable {
    let section: ObjectIdentifier
    let identity: TemplateIdentity
    let atLineStart: Bool
}
