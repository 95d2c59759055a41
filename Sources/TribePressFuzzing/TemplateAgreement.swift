import Mustache
import TribeTemplates

/// TribeTemplates and swift-mustache, an independent implementation of Mustache, given the same
/// generated template and data: both must accept it and render the same text.
public enum TemplateAgreement {
    /// Renders `generated` with both; traps with the template and both answers when they differ.
    static func check(_ generated: GeneratedTemplate) {
        if let disagreement = disagreement(generated) { fatalError(disagreement) }
    }

    /// What the two made of `generated` when they differ, or nil when they agree.
    public static func disagreement(_ generated: GeneratedTemplate) -> String? {
        let (ours, theirs) = rendered(generated.text, partials: generated.partials, context: generated.context)
        switch (ours, theirs) {
        case (.success(let ours), .success(let theirs)) where ours == theirs:
            return nil
        case (.failure, .failure):
            // Both refuse it: nothing the generator should make, but no disagreement either.
            return nil
        default:
            return "TribeTemplates and swift-mustache disagree on \(generated.text.debugDescription):\n"
                + "ours:   \(String(describing: ours).debugDescription)\n"
                + "theirs: \(String(describing: theirs).debugDescription)"
        }
    }

    /// What each of the two renders of `template` with `partials` and `context`, or its error.
    public static func rendered(_ template: String, partials: [String: String], context: [String: Any] = [:])
        -> (ours: Result<String, any Error>, theirs: Result<String, any Error>)
    {
        let ours = Result { () throws -> String in
            var templates = try partials.mapValues { try Template($0) }
            templates["page"] = try Template(template)
            let bytes = try TemplateLibrary(templates: templates).render("page", value(context))
            return String(decoding: bytes, as: UTF8.self)
        }
        let theirs = Result { () throws -> String in
            var library = try MustacheLibrary(templates: partials.mapValues { try MustacheTemplate(string: $0) })
            library.register(try MustacheTemplate(string: template), named: "page")
            return library.render(context, withTemplate: "page") ?? ""
        }
        return (ours, theirs)
    }

    /// Plain Swift data as TribeTemplates' values.
    static func value(_ any: Any) -> TemplateValue {
        switch any {
        case let text as String: return .text(text)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .number(number)
        case let object as [String: Any]:
            var fields = TemplateObject()
            for (name, field) in object { fields[name] = value(field) }
            return .object(fields)
        case let list as [Any]: return .list(list.map(value))
        default: return .text(String(describing: any))
        }
    }
}
