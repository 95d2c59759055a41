/// Named values, as a template's `{{name}}` finds them.
///
/// Kept as a short list of pairs rather than a dictionary: an object has a dozen names at
/// most, and comparing a few short names costs less than hashing one, with one allocation
/// per object instead of a hash table's.
public struct TemplateObject: Sendable, ExpressibleByDictionaryLiteral {
    private var fields: [Field]

    /// Says that objects with equal identities hold the same values, so a section that shows
    /// one may reuse what it made of another on the same page.
    ///
    /// A planner repeats a weekly event's entry fifty times a year, and its output is most of
    /// the page. The renderer reuses output only when making it looked up nothing outside the
    /// object, so a template that shows something from around the object is still right, just
    /// not reused. A maker of objects should give each name it may hold a value, `.null` when
    /// empty, since a missing name is looked for outside.
    public var identity: TemplateIdentity?

    public init() {
        fields = []
    }

    /// The names of a literal are distinct, so they are added without looking for each other:
    /// a page makes hundreds of thousands of these.
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self.init(distinct: elements)
    }

    /// An object of `elements`, whose names are distinct.
    init(distinct elements: [(String, TemplateValue)]) {
        assert(Set(elements.map(\.0)).count == elements.count, "a name given twice in one object")
        fields = elements
    }

    /// The value of `name`; setting nil removes it.
    public subscript(name: String) -> TemplateValue? {
        get {
            // Through the buffer, so scanning past other names does not retain them.
            fields.withUnsafeBufferPointer { Self.place(of: name, in: $0)?.pointee }
        }
        set {
            if let index = fields.firstIndex(where: { $0.0 == name }) {
                if let newValue { fields[index].1 = newValue } else { fields.remove(at: index) }
            } else if let newValue {
                fields.append((name, newValue))
            }
        }
    }

    /// Adds `name`, which this object does not hold yet, without looking for it first.
    ///
    /// For objects built name by name, such as a contact's entry with only the fields it has:
    /// setting each through the subscript compared it with every name before it and grew the
    /// list by doubling, which cost more than making the values.
    public mutating func add(_ name: String, _ value: TemplateValue) {
        assert(self[name] == nil, "a name given twice in one object")
        fields.append((name, value))
    }

    /// Makes room for `count` names in all, so adding them one by one does not grow the object
    /// again and again.
    public mutating func reserveCapacity(_ count: Int) {
        fields.reserveCapacity(count)
    }

    /// A name and its value: the pair a literal gives, without labels, so that an object
    /// takes a literal's list as it is rather than copying it (a page makes hundreds of
    /// thousands of objects).
    typealias Field = (String, TemplateValue)

    /// Where this object's fields lie, for a renderer that reads them without copying them;
    /// valid for as long as this object's storage is held and unchanged.
    var places: UnsafeBufferPointer<Field> {
        fields.withUnsafeBufferPointer { $0 }
    }

    /// Where the value of `name` lies among `fields`.
    static func place(of name: String, in fields: UnsafeBufferPointer<Field>) -> UnsafePointer<TemplateValue>? {
        place(of: name, in: fields, hint: 0)?.value
    }

    /// Where the value of `name` lies among `fields`, and at which index, looked for at `hint`
    /// first.
    ///
    /// Objects made by the same code hold their names in the same order, so a template's name
    /// is nearly always where it was found the last time, and is looked for there first rather
    /// than by scanning the fields at each of a build's millions of lookups.
    static func place(of name: String, in fields: UnsafeBufferPointer<Field>, hint: Int)
        -> (value: UnsafePointer<TemplateValue>, index: Int)?
    {
        guard let first = fields.baseAddress else { return nil }
        // Lengths first: a short string's length is in the string itself, where `==` on two
        // different names calls into the standard library.
        let length = name.utf8.count
        func value(at index: Int) -> UnsafePointer<TemplateValue> {
            (UnsafeRawPointer(first + index) + valueOffset).assumingMemoryBound(to: TemplateValue.self)
        }
        if hint < fields.count, fields[hint].0.utf8.count == length, fields[hint].0 == name {
            return (value(at: hint), hint)
        }
        for index in fields.indices where fields[index].0.utf8.count == length && fields[index].0 == name {
            return (value(at: index), index)
        }
        return nil
    }

    /// This object with `other`'s values added where this one has none.
    public func merging(_ other: TemplateObject) -> TemplateObject {
        var merged = self
        for field in other.fields where merged[field.0] == nil { merged.fields.append(field) }
        return merged
    }
}

private extension TemplateObject {
    /// Where a field's value lies within the field.
    static var valueOffset: Int { MemoryLayout<Field>.offset(of: \.1) ?? MemoryLayout<String>.stride }
}
