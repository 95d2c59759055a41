/// A parsed Mustache template and how its `{{value}}`s are escaped.
public struct Template: Sendable {
    let nodes: [TemplateNode]
    let escaping: TemplateEscaping

    /// Parses `text`; a template that does not parse is a located error.
    public init(_ text: String, escaping: TemplateEscaping = .html) throws(TemplateSyntaxError) {
        nodes = try TemplateParser.parse(text)
        self.escaping = escaping
    }

    /// The names of the partials and parents this template refers to, each once, in order.
    public var partialNames: [String] {
        var names: [String] = []
        var seen = Set<String>()
        func visit(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text, .variable: continue
                case .section(_, let inner, _), .block(_, let inner, _), .blockDefinition(_, let inner): visit(inner)
                case .partial(let name, _, let overrides):
                    if seen.insert(name).inserted { names.append(name) }
                    for (_, inner) in (overrides ?? [:]).sorted(by: { $0.key < $1.key }) { visit(inner) }
                }
            }
        }
        visit(nodes)
        return names
    }
}
