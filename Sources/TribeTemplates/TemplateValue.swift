/// A value a template shows: text, a yes/no switch, a list, or an object of named values.
///
/// Contexts are built from these rather than from `Any`, so rendering never asks the runtime
/// what a value is: that question cost more than the rest of rendering together.
public enum TemplateValue: Sendable {
    case text(String)
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)

    /// A whole number, shown in decimal.
    public static func number(_ value: Int) -> TemplateValue {
        .text(String(value))
    }
}

extension TemplateValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .text(value)
    }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) {
        self = .list(elements)
    }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        var object = TemplateObject()
        for (name, value) in elements { object[name] = value }
        self = .object(object)
    }
}
