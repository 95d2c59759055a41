/// Who an event or one of its occurrences names, as TribeHub records it: the owner, the
/// members invited, and the members who accepted.
public struct Attendance: Sendable, Hashable {
    public let ownerID: Int
    public let inviteeIDs: [Int]
    public let acceptedIDs: [Int]

    public init(ownerID: Int, inviteeIDs: [Int], acceptedIDs: [Int]) {
        self.ownerID = ownerID
        self.inviteeIDs = inviteeIDs
        self.acceptedIDs = acceptedIDs
    }

    /// Whether `member` accepted.
    public func accepted(_ member: Int) -> Bool {
        acceptedIDs.contains(member)
    }

    /// The members who accepted without being invited, in the order they accepted, the owner
    /// left out.
    ///
    /// TribeHub keeps someone as accepted after they were uninvited. The data check warns about
    /// each, the feeds and listings name them apart from the invited, and `Involvement` does not
    /// count them as the occurrence's members.
    public var acceptedWithoutInvitation: [Int] {
        Self.acceptedWithoutInvitation(acceptedIDs, inviteeIDs: inviteeIDs, ownerID: ownerID)
    }

    /// `acceptedWithoutInvitation` for lists that may lack an owner, as a damaged event's do
    /// while it is read.
    public static func acceptedWithoutInvitation(_ acceptedIDs: [Int], inviteeIDs: [Int], ownerID: Int?) -> [Int] {
        // Searched, not hashed, as an event's few people are; a set only when the lists are long
        // enough for searching them to cost more.
        if acceptedIDs.count * inviteeIDs.count > 256 {
            let invited = Set(inviteeIDs)
            return acceptedIDs.filter { $0 != ownerID && !invited.contains($0) }
        }
        return acceptedIDs.filter { $0 != ownerID && !inviteeIDs.contains($0) }
    }
}
