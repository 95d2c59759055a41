import Foundation
import TribeTemplates

/// Template contexts made once each, by what they show, for every page and core that lays out
/// the same entries: a weekly event's entry reads the same every week of every month.
final class MadeOnce<Key: Hashable & Sendable>: @unchecked Sendable {
    // Guarded by `lock`; two cores that make the same entry at once make equal ones.
    private var made: [Key: TemplateValue] = [:]
    private let lock = NSLock()

    /// The context made for `key`, made by `make` the first time it is asked for.
    func value(_ key: Key, make: (Key) -> TemplateValue) -> TemplateValue {
        if let found = lock.withLock({ made[key] }) { return found }
        let value = make(key)
        lock.withLock { made[key] = value }
        return value
    }
}
