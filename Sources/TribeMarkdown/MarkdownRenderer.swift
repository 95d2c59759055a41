import CCmark
import Foundation

/// Renders CommonMark to HTML with libcmark, in its safe mode.
///
/// Safe mode (cmark's default since 0.30) drops raw HTML and neutralises `javascript:`,
/// `vbscript:`, `file:` and most `data:` links, so a family's notes cannot inject script into
/// a page. Smart punctuation turns quotes and dashes typographic, as people expect.
public struct MarkdownRenderer: Sendable {
    /// Whether to turn straight quotes, `--` and `...` into their typographic forms.
    public var smartPunctuation: Bool

    public init(smartPunctuation: Bool = true) {
        self.smartPunctuation = smartPunctuation
    }

    /// The HTML for `markdown`; never fails, as every string is valid CommonMark.
    public func html(_ markdown: String) -> String {
        var options = CMARK_OPT_DEFAULT
        if smartPunctuation { options |= CMARK_OPT_SMART }
        // Strip NUL, which C strings cannot carry; cmark would treat it as the end of input.
        let source = markdown.contains("\0") ? markdown.replacingOccurrences(of: "\0", with: "\u{FFFD}") : markdown
        return source.withCString { pointer -> String in
            let length = strlen(pointer)
            guard let rendered = cmark_markdown_to_html(pointer, length, options) else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }

    /// The version of the linked libcmark, e.g. "0.30.2".
    public static var libraryVersion: String {
        guard let version = cmark_version_string() else { return "unknown" }
        return String(cString: version)
    }
}
