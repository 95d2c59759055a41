import Mustache
import TribeMarkdown

/// Escapes `{{value}}` for Markdown in templates whose name ends in `.md`, the way HTML
/// templates escape for HTML: what a record says stays text.
struct MarkdownContentType: MustacheContentType {
    /// The name the pragma `{{% CONTENT_TYPE: MARKDOWN}}` selects it by.
    static let name = "MARKDOWN"

    /// The pragma put before a Markdown template's text, kept on its first line so that every
    /// later line keeps its number in error messages.
    static let pragma = "{{% CONTENT_TYPE: \(name)}}"

    func escapeText(_ text: String) -> String {
        MarkdownEscaper.escape(text)
    }

    /// Makes the content type known to the template parser; safe to call more than once.
    static func register() {
        _ = registration
    }

    private static let registration: Void = MustacheContentTypes.register(MarkdownContentType(), named: name)
}
