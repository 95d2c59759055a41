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
        var output: [UInt8] = []
        output.reserveCapacity(16_384)
        try render(name, value, into: &output)
        return output
    }

    /// Renders the template `name` with `value` as the context, appending to `output`.
    public func render(_ name: String, _ value: TemplateValue, into output: inout [UInt8]) throws(TemplateRenderError) {
        guard let template = templates[name] else { throw .missingTemplate(name) }
        var renderer = TemplateRenderer(library: self, output: output, stack: [value])
        output = []
        defer { output = renderer.output }
        try renderer.render(template)
    }
}
