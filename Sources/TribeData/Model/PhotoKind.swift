/// The kinds of picture a member's photo may be, known by their first bytes, never by a name.
///
/// Every browser shows all three, and Chromium prints them; anything else in a photo's place
/// (a page of HTML from a broken link, a file renamed `.png`) is never published.
public enum PhotoKind: String, Sendable, Hashable, CaseIterable {
    case jpeg = "jpg"
    case png
    case webp

    /// The kind the bytes are, or nil when they are none of the three.
    public init?(bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.count == 12, head.starts(with: Array("RIFF".utf8)), head[8...].elementsEqual("WEBP".utf8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The file name extension a photo of this kind is saved and published with.
    public var fileExtension: String { rawValue }

    /// The most bytes a member's photo may hold: a phone's full-size picture, with room to spare.
    public static let maximumBytes = 10_000_000
}
