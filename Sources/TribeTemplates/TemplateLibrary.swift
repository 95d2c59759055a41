/// Named templates that include one another, rendered straight into bytes.
public struct TemplateLibrary: Sendable {
    /// How deep partials may nest: far beyond any real page, short of exhausting the stack.
    public static let maximumDepth = 64

    public let templates: [String: Template]

    public init(templates: [String: Template]) {
        self.templates = templates
    }

    /// Renders the template `name` with `value` as the context.
    public func render(_ name: String, _ value: TemplateValue) throws(TemplateRenderError) -> [UInt8] {
        guard let template = templates[name] else { throw .missingTemplate(name) }
        return try render(template, stack: [value], hasConstants: false, store: nil)
    }

    /// Renders the template `name` with `value` as the context and `constants` around it:
    /// names every page shares (the site's words), which no object in `value` may also use,
    /// since a section's output is reused wherever it reads them. Output made of objects
    /// shared across pages is kept in, and taken from, `store`.
    public func render(
        _ name: String, _ value: TemplateValue, constants: TemplateObject, store: TemplateReuseStore? = nil
    ) throws(TemplateRenderError) -> [UInt8] {
        guard let template = templates[name] else { throw .missingTemplate(name) }
        return try render(template, stack: [.object(constants), value], hasConstants: true, store: store)
    }
}

extension TemplateLibrary {
    /// The room a render starts with before its template has made anything.
    ///
    /// Larger holds unused room for small outputs; smaller copies a template's first page
    /// through more doublings. Re-measured by `benchmarks/peers family` (BENCHMARKS.md,
    /// "Tuned constants").
    static let startingRoom = 16_384

    /// The largest page whose size a template's later renders all start with room for.
    ///
    /// Higher spares larger pages a copy as they grow, but every later render of the template
    /// holds that room; lower copies more pages. Re-measured by `benchmarks/peers large`
    /// (BENCHMARKS.md, "Tuned constants").
    static let rememberedRoom = 1024 * 1024

    /// Room for a render of `template`: as much as its last one made, or its largest up to
    /// `rememberedRoom`, so a page the size of the ones before it is written into one buffer
    /// rather than copied through every doubling of a growing one, each copy into memory the
    /// system must first hand over.
    ///
    /// The largest counts because one template makes pages of different sizes in turn: the
    /// `page` template makes small contacts' pages between trips' many times their size, and
    /// member planners differ widely; by the last size alone, a page larger than the one before
    /// would outgrow its room and be copied twice. Above the bound only the last counts, so no
    /// render holds room for a template's largest agenda month.
    static func capacity(for template: Template) -> Int {
        let compiled = template.compiled
        return max(
            startingRoom, compiled.lastSize.load(ordering: .relaxed),
            compiled.largestSmallSize.load(ordering: .relaxed))
    }

    /// `output` in a buffer of its own size when it leaves more room unused than a render
    /// starts with and than it fills: a month's page made after a year's by the same template
    /// would otherwise keep the year's room for as long as `serve` holds it.
    static func fitted(_ output: [UInt8]) -> [UInt8] {
        guard output.capacity - output.count > max(output.count, startingRoom) else { return output }
        // Copied through a pointer: an array made of the whole array, or of all of it as a
        // slice, shares its buffer.
        return output.withUnsafeBufferPointer { Array($0) }
    }
}

private extension TemplateLibrary {
    /// Renders `template` in room sized by its last render, and remembers this one's size.
    func render(_ template: Template, stack: [TemplateValue], hasConstants: Bool, store: TemplateReuseStore?)
        throws(TemplateRenderError) -> [UInt8]
    {
        // The renderer reads the context where it lies, so it is held here, in one place,
        // for the whole render.
        let roots = UnsafeMutableBufferPointer<TemplateValue>.allocate(capacity: stack.count)
        _ = roots.initialize(from: stack)
        defer {
            roots.deinitialize()
            roots.deallocate()
        }
        // The page is written straight into the array it is returned in; only a page that
        // outgrows that room is copied, once, out of the room the buffer then took.
        var failure: TemplateRenderError?
        var grown: [UInt8]?
        let lent = [UInt8](unsafeUninitializedCapacity: Self.capacity(for: template)) { room, written in
            var renderer = TemplateRenderer(
                library: self,
                stack: roots.indices.map { UnsafePointer(roots.baseAddress.unsafelyUnwrapped + $0) },
                hasConstants: hasConstants, store: store, output: RenderBuffer(lent: room))
            do throws(TemplateRenderError) {
                try renderer.render(template)
            } catch {
                failure = error
                return
            }
            let size = renderer.output.count
            template.compiled.lastSize.store(size, ordering: .relaxed)
            if size <= Self.rememberedRoom { template.compiled.largestSmallSize.max(size, ordering: .relaxed) }
            if renderer.output.isOwn {
                grown = renderer.output.bytes(from: 0)
            } else {
                written = renderer.output.count
            }
        }
        if let failure { throw failure }
        return Self.fitted(grown ?? lent)
    }
}
