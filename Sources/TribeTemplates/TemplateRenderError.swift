/// Why a template could not be rendered.
public enum TemplateRenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No template of that name, as a page or as a partial.
    case missingTemplate(String)
    /// Partials inside partials beyond any real page's need: a template that includes itself.
    case nestedTooDeeply(String, depth: Int)

    public var description: String {
        switch self {
        case .missingTemplate(let name):
            return "there is no template \(name).mustache"
        case .nestedTooDeeply(let name, let depth):
            return "partials nest more than \(depth) deep at \(name).mustache; does a template include itself?"
        }
    }
}
