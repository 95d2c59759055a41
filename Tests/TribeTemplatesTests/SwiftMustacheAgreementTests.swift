import Testing
import TribePressFuzzing

/// Our renderer against swift-mustache, an independent implementation of the same language:
/// every template here must render to the same text in both.
struct SwiftMustacheAgreementTests {
    /// The context both renderers see; never changed after it is made.
    nonisolated(unsafe) private static let context: [String: Any] = [
        "name": "Zoë & <Co> \"quoted\" 'single'",
        "empty": "",
        "yes": true,
        "no": false,
        "count": 3,
        "members": [["name": "Maya", "initials": "M"], ["name": "Tom", "initials": "T"]],
        "none": [[String: Any]](),
        "site": ["title": "The Harbour House", "noindex": true, "nested": ["deep": "down"]],
        "html": "<p>kept</p>",
        "lines": "one\ntwo",
    ]

    private static let templates: [String] = [
        "Hello {{name}}!",
        "{{{name}}} {{&name}}",
        "{{ name }} {{{ name }}}",
        "{{site.title}} {{site.nested.deep}} {{site.missing.deep}} {{missing}}",
        "{{#members}}{{name}} ({{initials}}) {{/members}}",
        "{{#members}}\n<li>{{name}} of {{site.title}}</li>\n{{/members}}\n",
        "  {{#members}}\n  <li>{{name}}</li>\n  {{/members}}\nafter\n",
        "{{^none}}nobody{{/none}}{{^members}}never{{/members}}",
        "{{#yes}}shown{{/yes}}{{#no}}hidden{{/no}}{{^no}}inverted{{/no}}",
        "{{#site}}{{title}} {{name}}{{/site}}",
        "{{#empty}}[{{.}}]{{/empty}}",
        "{{#members}}{{.name}}{{/members}}",
        "{{count}} {{yes}} {{no}}",
        "line\n{{! a comment }}\nnext\n  {{! indented comment }}  \nend",
        "{{=<% %>=}}<% name %> {{name}}\n<%={{ }}=%>{{name}}",
        "a\r\n{{#yes}}\r\nb\r\n{{/yes}}\r\nc",
        "{{#site.noindex}}<meta name=\"robots\">{{/site.noindex}}\n",
        "{{lines}}",
        "trailing {{name}}  ",
        "{{#members}}{{#site}}{{name}}/{{title}} {{/site}}{{/members}}",
        "{{> card}}|{{#members}}{{> card}}{{/members}}",
        "start\n  {{> card}}\nend\n",
        "{{<frame}}{{$title}}Custom{{/title}}{{/frame}}",
        "{{<frame}}\n{{$body}}\n<p>{{name}}</p>\n{{/body}}\n{{/frame}}\n",
        "{{<frame}}{{/frame}}",
    ]

    private static let partials: [String: String] = [
        "card": "<b>{{name}}</b>\n",
        "frame": "<title>{{$title}}Default{{/title}}</title>\n<main>\n{{$body}}none{{/body}}\n</main>\n",
    ]

    @Test(arguments: templates)
    func rendersLikeSwiftMustache(_ text: String) throws {
        let (ours, theirs) = TemplateAgreement.rendered(text, partials: Self.partials, context: Self.context)
        #expect(try ours.get() == theirs.get())
    }
}
