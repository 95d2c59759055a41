/// A parsed Mustache template and how its `{{value}}`s are escaped.
public struct Template: Sendable {
    let compiled: CompiledTemplate
    let escaping: TemplateEscaping
    /// Every place the template names another, in order.
    public let references: [TemplateReference]

    /// Parses `text`; a template that does not parse is a located error.
    public init(_ text: String, escaping: TemplateEscaping = .html) throws(TemplateSyntaxError) {
        let nodes: [TemplateNode]
        (nodes, references) = try TemplateParser.parse(text)
        compiled = CompiledTemplate(nodes)
        self.escaping = escaping
    }

    /// The names of the partials and parents this template refers to, each once, in order.
    public var partialNames: [String] {
        var seen = Set<String>()
        return references.map(\.name).filter { seen.insert($0).inserted }
    }
}
