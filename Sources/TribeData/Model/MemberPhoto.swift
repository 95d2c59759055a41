/// A member's photo, checked to be a picture by its bytes.
public struct MemberPhoto: Sendable, Hashable {
    /// TribeHub's `user_id` of the member it shows.
    public var memberID: Int
    public var kind: PhotoKind
    public var bytes: [UInt8]

    public init(memberID: Int, kind: PhotoKind, bytes: [UInt8]) {
        self.memberID = memberID
        self.kind = kind
        self.bytes = bytes
    }

    /// The photo's file name in `content/avatars/` and in the published site: `<user_id>.<ext>`.
    public var fileName: String { "\(memberID).\(kind.fileExtension)" }

    /// The folder the photos are in, in the content folder and in the published site.
    public static let folder = "avatars"
}
