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
        box = KeyBox(key)
        isSharedAcrossPages = sharedAcrossPages
    }

    private init(box: Box, isSharedAcrossPages: Bool) {
        self.box = box
        self.isSharedAcrossPages = isSharedAcrossPages
    }

    public static func == (lhs: TemplateIdentity, rhs: TemplateIdentity) -> Bool {
        lhs.unretained.matches(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box.hash)
    }

    /// The key's own hash, seeded as every `hashValue` is, taken once when the identity was made.
    var keyHash: Int { box.hash }

    /// This identity without a count on it, for a renderer that holds the object it belongs to.
    var unretained: Unretained {
        Unretained(box: .passUnretained(box), isSharedAcrossPages: isSharedAcrossPages)
    }

    /// An identity read from an object the render holds, kept without counting a reference:
    /// a section entered copies it several times, and every object a page shows is entered.
    struct Unretained {
        fileprivate let box: Unmanaged<Box>
        let isSharedAcrossPages: Bool

        /// The identity itself, counted, to be kept past the render.
        var retained: TemplateIdentity {
            TemplateIdentity(box: box.takeUnretainedValue(), isSharedAcrossPages: isSharedAcrossPages)
        }

        var keyHash: Int { box._withUnsafeGuaranteedRef { $0.hash } }

        /// Whether `identity` is equal to this one: the same box, or equal keys.
        func matches(_ identity: TemplateIdentity) -> Bool {
            box._withUnsafeGuaranteedRef { box in
                identity.box === box || (identity.box.hash == box.hash && identity.box.holdsKey(equalTo: box))
            }
        }
    }
}

private extension TemplateIdentity {
    // A class per key type rather than `AnyHashable`: making an `AnyHashable` asks the runtime
    // whether the key has a custom representation, and comparing two unboxes them through
    // generic metadata, for identities compared on every entry of every planner sheet.
    class Box: @unchecked Sendable {
        let hash: Int

        init(hash: Int) {
            self.hash = hash
        }

        func holdsKey(equalTo other: Box) -> Bool { false }
    }

    // Unchecked only because the compiler cannot see through the class hierarchy: the key is
    // Sendable and nothing changes a box once made.
    final class KeyBox<Key: Hashable & Sendable>: Box, @unchecked Sendable {
        let key: Key

        init(_ key: Key) {
            self.key = key
            super.init(hash: key.hashValue)
        }

        override func holdsKey(equalTo other: Box) -> Bool {
            // Boxes of the same key type have the same class object; any other never matches.
            guard type(of: other) == type(of: self) else { return false }
            return unsafeDowncast(other, to: KeyBox<Key>.self).key == key
        }
    }
}
