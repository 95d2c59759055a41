/// Names one record of the tribe that a page is made for: a contact, a trip or a member.
public struct RecordReference: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kinds of record that have a page of their own.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        case contact
        case trip
        case member

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    public var kind: Kind
    public var id: Int

    public init(_ kind: Kind, _ id: Int) {
        self.kind = kind
        self.id = id
    }

    public static func < (lhs: RecordReference, rhs: RecordReference) -> Bool {
        (lhs.kind, lhs.id) < (rhs.kind, rhs.id)
    }

    public var description: String { "\(kind.rawValue) \(id)" }
}
