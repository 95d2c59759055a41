/// What makes objects interchangeable for a template: equal identities, equal values.
///
/// Built from any hashable key; keys of different types never match, so each maker of
/// objects can use a key of its own without minding anyone else's.
public struct TemplateIdentity: Hashable, Sendable {
    // One reference, so that the values holding it stay cheap to copy; objects made from the
    // same context share the box and compare by it before comparing keys.
    private let box: Box
    /// Whether what a section made of such an object may be reused on other pages rendered
    /// with the same `TemplateReuseStore`, as a month's sheet is on its own page and in the
    /// document of all months.
    public let isSharedAcrossPages: Bool

    public init<Key: Hashable & Sendable>(_ key: Key, sharedAcrossPages: Bool = false) {
        box = Box(key: AnyHashable(key))
        isSharedAcrossPages = sharedAcrossPages
    }

    public static func == (lhs: TemplateIdentity, rhs: TemplateIdentity) -> Bool {
        lhs.box === rhs.box || (lhs.box.hash == rhs.box.hash && lhs.box.key == rhs.box.key)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.hash)
    }
}

private extension TemplateIdentity {
    // Unchecked only because `AnyHashable` does not say it is Sendable; the initialiser takes
    // Sendable keys alone, and nothing changes a box once made.
    final class Box: @unchecked Sendable {
        let key: AnyHashable
        let hash: Int

        init(key: AnyHashable) {
            self.key = key
            hash = key.hashValue
        }
    }
}
