import TribeData
import TribeMarkdown
import TribeTemplates

/// A contact's, trip's or member's page: a Markdown template filled with the record, the
/// record's own Markdown notes and the family's Markdown files, each rendered by libcmark and
/// set into the `page` template.
///
/// The three parts are rendered separately, so a part's Markdown cannot reach into another:
/// an unclosed code fence in the notes cannot swallow the template's lists, and a link
/// reference defined in a file cannot redirect the template's links.
struct RecordPage {
    let path: OutputPath
    /// The Markdown template, such as `trip.md`.
    let template: String
    let title: String
    let kind: RecordReference.Kind
    /// What the Markdown template sees besides `site` and `root`.
    var record: TemplateObject
    let notes: String?
    let prose: [ProseFile]
    /// The destination's forecast for the trip's days, set into the page as HTML beside the
    /// Markdown (its symbols are inline SVG, which cmark's safe mode would leave out).
    var weather: TemplateValue? = nil

    /// The context of the `page` template, the Markdown template rendered into it.
    ///
    /// Consuming: the record is taken out of the page rather than shared with it, so adding
    /// `site` and `root` extends it where it lies instead of copying every name first.
    consuming func context(
        settings: SiteSettings, templates: TemplateSet
    ) throws(TemplateRenderError) -> TemplateValue {
        let root = SiteMap.root(of: path)
        var markdownContext = TemplateObject()
        swap(&markdownContext, &record)
        markdownContext["site"] = settings.templateContext
        markdownContext["root"] = .text(root)
        let markdown = try templates.render(
            template, .object(markdownContext), constants: ["words": settings.wordsContext])
        let renderer = MarkdownRenderer()
        var context: TemplateObject = [
            "site": settings.templateContext, "title": .text(title), "root": .text(root), "kind": .text(kind.rawValue),
            "body": .utf8(renderer.htmlUTF8(utf8: markdown)),
            "prose": .list(prose.map { ["html": .utf8(renderer.htmlUTF8($0.markdown))] }),
        ]
        if let notes = notes?.trimmedNonEmpty { context["notes"] = .utf8(renderer.htmlUTF8(notes)) }
        if let weather { context["weather"] = weather }
        return .object(context)
    }
}
