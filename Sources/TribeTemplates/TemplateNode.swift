/// One piece of a parsed template.
enum TemplateNode: Sendable {
    /// Text written as it is.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (as it is).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplateName, TemplateSectionBody, inverted: Bool)
    /// `{{> name}}`, or `{{< name}}…{{/name}}` with the blocks it overrides.
    case partial(String, indentation: [UInt8], overrides: [String: [TemplateNode]]?)
    /// `{{$name}}default{{/name}}`: an overridden block's nodes, or the default ones.
    case block(String, [TemplateNode], indentation: [UInt8], overrideIndentation: [UInt8])
    /// A block's definition inside `{{< parent}}`, gathered by the parser into the partial.
    case blockDefinition(String, [TemplateNode])
}

/// A dotted name as a template writes it: `.`, `name`, `a.b.c`, or `.name` (the current object only).
struct TemplateName: Sendable, Equatable {
    let parts: [String]
    /// `.name`: looked up in the current object only, not further up the stack.
    let anchored: Bool

    init(_ text: String) {
        anchored = text.count > 1 && text.hasPrefix(".")
        parts = text == "." ? [] : text.split(separator: ".").map(String.init)
    }
}

/// What a section holds, as parsed; `CompiledTemplate` lays it out for rendering.
final class TemplateSectionBody: Sendable {
    let nodes: [TemplateNode]

    init(_ nodes: [TemplateNode]) {
        self.nodes = nodes
    }
}
