/// Names one record of the tribe that a page is made for: a contact, a trip or a member.
public struct RecordReference: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of record that have a page of their own.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case contact
        case trip
        case member
    }

    public var kind: Kind
    public var id: Int

    public init(_ kind: Kind, _ id: Int) {
        self.kind = kind
        self.id = id
    }

    public var description: String { "\(kind.rawValue) \(id)" }
}
