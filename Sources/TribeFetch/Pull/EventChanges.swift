import TribeData

/// What changed in the family's events between two exports, by event id.
public struct EventChanges: Sendable, Equatable {
    /// Subjects of the events only the new export has, in its order.
    public var added: [String] = []
    /// Subjects of the events both have, with anything but their place in the file changed.
    public var changed: [String] = []
    /// Subjects of the events only the previous export had, in its order.
    public var removed: [String] = []

    public init(added: [String] = [], changed: [String] = [], removed: [String] = []) {
        self.added = added
        self.changed = changed
        self.removed = removed
    }

    /// The changes from `previous` to `new`, each list of series masters.
    public init(from previous: [Event], to new: [Event]) {
        let before = Dictionary(previous.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(new.map(\.id))
        for event in new {
            guard var old = before[event.id] else {
                added.append(event.subject)
                continue
            }
            // Where an event stands in its file moves whenever another one is added before it.
            old.source = event.source
            if old != event { changed.append(event.subject) }
        }
        removed = previous.filter { !after.contains($0.id) }.map(\.subject)
    }

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
}
