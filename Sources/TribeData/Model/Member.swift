/// A member of the tribe: a TribeHub user.
public struct Member: Sendable, Hashable, Identifiable {
    /// TribeHub's `user_id`.
    public var id: Int
    public var displayName: String
    public var username: String?
    public var imageURL: String?
    public var isAdmin: Bool?
    /// Our extension: the member's colour (`#rrggbb`) in the planner.
    public var color: String?
    /// The file name of the member's photo in the content folder's `avatars/`, when it has
    /// one that is published (`3.png`); pages show it in place of the initials.
    public var photo: String?

    public init(
        id: Int, displayName: String, username: String? = nil, imageURL: String? = nil, isAdmin: Bool? = nil,
        color: String? = nil, photo: String? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.username = username
        self.imageURL = imageURL
        self.isAdmin = isAdmin
        self.color = color
        self.photo = photo
    }
}
