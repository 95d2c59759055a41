/// A value a template shows: text, a yes/no switch, a list, an object of named values, or
/// nothing.
///
/// Contexts are built from these rather than from `Any`, so rendering never asks the runtime
/// what a value is: that question cost more than the rest of rendering together.
public enum TemplateValue: Sendable {
    case text(String)
    /// Text given as UTF-8 bytes, such as HTML another renderer made: read like `text`, and
    /// written as it is, where making a `String` of it would check every byte only for it to be
    /// written back as bytes.
    case utf8([UInt8])
    case bool(Bool)
    case list([TemplateValue])
    case object(TemplateObject)
    /// A name that is there with no value, like JSON's `null`: it shows nothing and opens no
    /// section, and, unlike a missing name, it is not looked for further out. An object that
    /// names everything it may hold this way reads nothing from around it, so what a section
    /// makes of it can be reused (see `TemplateObject.identity`).
    case null

    /// A whole number, shown in decimal.
    public static func number(_ value: Int) -> TemplateValue {
        .text(String(value))
    }

    /// `text`, or `.null` when there is none.
    public static func optional(_ text: String?) -> TemplateValue {
        text.map(TemplateValue.text) ?? .null
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
        self = .object(TemplateObject(distinct: elements))
    }
}
