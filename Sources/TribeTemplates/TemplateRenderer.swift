/// Walks a template's nodes and writes what they make.
///
/// Values are read where they lie, through pointers into the context: copying a value out to
/// look a name up in it would retain and release what it holds, at every lookup of every page.
/// An object's fields are found once, when a section enters it.
/// The context is held whole for the render (see `TemplateLibrary`) and nothing changes it
/// meanwhile, so every value inside it stays where it is.
struct TemplateRenderer: ~Copyable {
    let library: TemplateLibrary
    var output: RenderBuffer
    /// Room a custom escaping writes a value into before it joins `output`.
    var scratch: [UInt8] = []
    /// The values sections have entered, innermost last; names are looked up from the end.
    var stack: [Frame]
    /// How the template being rendered escapes `{{value}}`.
    var escaping: TemplateEscaping = .html
    /// Blocks overridden by the parents being rendered; the outermost override wins.
    var overrides: [String: UnsafeBufferPointer<RenderStep>] = [:]
    /// What a standalone partial's lines are indented by.
    var indentation: [UInt8] = []
    var depth = 0
    /// What sections made of objects with an identity, for the next object with the same one.
    var reusable = ReuseTable()
    /// The lowest place in `stack` a lookup has read since it was last reset; a lookup that
    /// found nothing read all of it (-1).
    var reach = Int.max
    /// Whether `stack[0]` holds the render's constants (`TemplateLibrary.render(_:_:constants:store:)`).
    let hasConstants: Bool
    /// Output of objects shared across pages, from and for the build's other pages.
    let store: TemplateReuseStore?

    init(
        library: TemplateLibrary, stack: [UnsafePointer<TemplateValue>], hasConstants: Bool, store: TemplateReuseStore?,
        output: consuming RenderBuffer
    ) {
        self.library = library
        self.output = output
        self.stack = stack.map(Frame.init)
        self.hasConstants = hasConstants
        self.store = store
    }

    mutating func render(_ template: Template) throws(TemplateRenderError) {
        escaping = template.escaping
        // The steps point into the template's storage, which lives as long as `template`.
        try withExtendedLifetime(template) { () throws(TemplateRenderError) in
            try render(template.compiled.steps)
        }
    }
}

private extension TemplateRenderer {
    mutating func render(_ steps: UnsafeBufferPointer<RenderStep>) throws(TemplateRenderError) {
        guard !indentation.isEmpty else {
            for step in steps { try render(step) }
            return
        }
        for step in steps {
            // A standalone partial's lines are indented like its tag; the indentation goes in
            // only before text or a variable that writes something at the start of a line.
            // Sections, partials and blocks indent their own lines as they render them.
            let atLineStart = output.last == UInt8(ascii: "\n")
            let start = output.count
            try render(step)
            guard atLineStart, output.count > start else { continue }
            switch step {
            case .text, .variable: output.insert(indentation, at: start)
            case .section, .partial, .block: break
            }
        }
    }

    mutating func render(_ step: RenderStep) throws(TemplateRenderError) {
        switch step {
        case .text(let bytes):
            output.append(bytes)
        case .variable(let name, let escaped):
            guard let value = name._withUnsafeGuaranteedRef({ lookUp($0) }) else { return }
            switch value.pointee {
            case .text(let text):
                if escaped {
                    escaping.append(text, to: &output, scratch: &scratch)
                } else {
                    output.append(text)
                }
            case .utf8(let bytes):
                if escaped {
                    escaping.append(utf8: bytes, to: &output, scratch: &scratch)
                } else {
                    output.append(bytes)
                }
            case .bool(let flag):
                output.append(flag ? "true" : "false")
            case .list, .object, .null:
                // Nothing a person could read; a template that shows a list or an object has
                // a mistake in its name.
                return
            }
        case .section(let name, let body, let inverted):
            guard let value = name._withUnsafeGuaranteedRef({ lookUp($0) }) else {
                if inverted { try render(body) }
                return
            }
            if inverted {
                if Self.isFalsey(value) { try render(body) }
                return
            }
            switch value.pointee {
            case .null, .bool(false): return
            case .bool(true): try render(body)
            case .list(let items):
                // The items lie in the list's storage, which the context holds.
                try items.withUnsafeBufferPointer { items throws(TemplateRenderError) in
                    guard let first = items.baseAddress else { return }
                    for index in items.indices { try render(body, inside: Frame(first + index)) }
                }
            case .text, .utf8, .object:
                try render(body, inside: Frame(value))
            }
        case .partial(let partial):
            try render(partial.takeUnretainedValue())
        case .block(let block):
            let block = block.takeUnretainedValue()
            let saved = indentation
            defer { indentation = saved }
            if let override = overrides[block.name] {
                indentation += block.overrideIndentation
                try render(override)
            } else {
                indentation += block.indentation
                try render(block.defaults)
            }
        }
    }

    mutating func render(_ partial: CompiledPartial) throws(TemplateRenderError) {
        guard depth < TemplateLibrary.maximumDepth else {
            throw .nestedTooDeeply(partial.name, depth: TemplateLibrary.maximumDepth)
        }
        guard let template = library.templates[partial.name] else { throw .missingTemplate(partial.name) }
        let saved = (escaping, overrides, indentation)
        defer { (escaping, overrides, indentation) = saved }
        escaping = template.escaping
        indentation += partial.indentation
        if let partialOverrides = partial.overrides {
            overrides.merge(partialOverrides) { outer, _ in outer }
        }
        depth += 1
        defer { depth -= 1 }
        try withExtendedLifetime(template) { () throws(TemplateRenderError) in
            try render(template.compiled.steps)
        }
    }

    /// A section's nodes rendered with `value` entered, reusing what they made of an object
    /// with the same identity when that made use of nothing outside the object.
    mutating func render(_ body: UnsafeBufferPointer<RenderStep>, inside frame: Frame) throws(TemplateRenderError) {
        stack.append(frame)
        defer { stack.removeLast() }
        // Indentation and overridden blocks come from around the section, so output made
        // under either is not reused.
        guard let identity = frame.identity, indentation.isEmpty, overrides.isEmpty else {
            try render(body)
            return
        }
        let section = UnsafeRawPointer(body.baseAddress)
        // Whether a line has just begun decides where a nested partial's indentation goes.
        let atLineStart = output.last == UInt8(ascii: "\n")
        if let made = reusable.made(section: section, identity: identity, atLineStart: atLineStart) {
            output.append(made)
            return
        }
        let store = identity.isSharedAcrossPages && hasConstants ? self.store : nil
        // Counted only to look in or file into the tables, which keep it past the render.
        let retainedKey = { ReuseKey(section: section, identity: identity.retained, atLineStart: atLineStart) }
        if let store, let made = store.output(for: retainedKey()) {
            output.append(made)
            return
        }
        let start = output.count
        let outerReach = reach
        reach = Int.max
        try render(body)
        if reach >= stack.count - 1 {
            let made = output.bytes(from: start)
            let key = retainedKey()
            reusable.insert(made, for: key)
            store?.keep(made, for: key)
        }
        reach = min(outerReach, reach)
    }

    /// Where the value a name stands for lies: its first part is looked for from the innermost
    /// object outwards.
    mutating func lookUp(_ name: CompiledName) -> UnsafePointer<TemplateValue>? {
        guard let first = name.first else {
            reach = min(reach, stack.count - 1)
            return stack.last?.value
        }
        var value: UnsafePointer<TemplateValue>?
        let hint = name.hint.load(ordering: .relaxed)
        func found(_ place: (value: UnsafePointer<TemplateValue>, index: Int)?) -> UnsafePointer<TemplateValue>? {
            guard let place else { return nil }
            if place.index != hint { name.hint.store(place.index, ordering: .relaxed) }
            return place.value
        }
        if name.anchored {
            reach = min(reach, stack.count - 1)
            value = stack.last.flatMap { found(TemplateObject.place(of: first, in: $0.fields, hint: hint)) }
        } else {
            var index = stack.count - 1
            value = stack.withUnsafeBufferPointer { stack in
                while index >= 0 {
                    if let place = TemplateObject.place(of: first, in: stack[index].fields, hint: hint) {
                        return found(place)
                    }
                    index -= 1
                }
                return nil
            }
            // A constant reads the same wherever it is looked up, so output stays reusable.
            if !(hasConstants && index == 0) { reach = min(reach, index) }
        }
        for part in name.rest {
            guard let current = value else { return nil }
            let hint = part.hint.load(ordering: .relaxed)
            guard let place = TemplateObject.place(of: part.name, in: Frame(current).fields, hint: hint) else {
                return nil
            }
            if place.index != hint { part.hint.store(place.index, ordering: .relaxed) }
            value = place.value
        }
        return value
    }

    static func isFalsey(_ value: UnsafePointer<TemplateValue>) -> Bool {
        switch value.pointee {
        case .null, .bool(false): return true
        case .list(let items): return items.isEmpty
        default: return false
        }
    }
}

/// Where reused output is filed: the section that made it and the identity of the object it
/// made it of.
struct ReuseKey: Hashable {
    let section: UnsafeRawPointer?
    let identity: TemplateIdentity
    let atLineStart: Bool
}

extension TemplateRenderer {
    /// A value a section entered, and what a lookup reads of it, taken out once.
    struct Frame {
        let value: UnsafePointer<TemplateValue>
        /// The object's fields; none when the value is not an object.
        let fields: UnsafeBufferPointer<TemplateObject.Field>
        /// Not counted: the value is held for the whole render, and frames are copied onto and
        /// off the stack at every section entered.
        let identity: TemplateIdentity.Unretained?

        init(
            _ value: UnsafePointer<TemplateValue>, fields: UnsafeBufferPointer<TemplateObject.Field>?,
            identity: TemplateIdentity.Unretained?
        ) {
            self.value = value
            self.fields = fields ?? UnsafeBufferPointer(start: nil, count: 0)
            self.identity = identity
        }

        /// The value at `value`, read once: reading it through the pointer copies it, retaining
        /// and releasing what it holds, which at every lookup would be most of rendering's cost.
        init(_ value: UnsafePointer<TemplateValue>) {
            switch value.pointee {
            case .object(let object): self.init(value, fields: object.places, identity: object.identity?.unretained)
            default: self.init(value, fields: nil, identity: nil)
            }
        }
    }
}
