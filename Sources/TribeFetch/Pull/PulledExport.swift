import TribeData

/// Everything one pull brought: the four answers as the build reads them, and the photos.
public struct PulledExport: Sendable {
    /// The bytes of `tribe.json`, `events.json`, `contacts.json` and `profiles.json`, by name.
    public var files: [String: [UInt8]]
    /// The members' photos, each checked to be a JPEG, PNG or WebP picture.
    public var photos: [MemberPhoto]

    public init(files: [String: [UInt8]], photos: [MemberPhoto]) {
        self.files = files
        self.photos = photos
    }
}
