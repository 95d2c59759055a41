import Foundation
import Synchronization
import TribeTemplates

/// Template contexts made once each, by what they show, for every page that lays out the same
/// entries: a weekly event's entry reads the same every week of every month.
///
/// Each thread keeps the entries it made in a table of its own. With one table for all, both
/// cores would take its lock at every entry and retain and release the same popular entries,
/// each reference count moving between the cores' caches: making each entry once per core
/// instead costs less, and no core waits for the other.
final class MadeOnce<Key: QuickHashable & Sendable>: Sendable {
    private let tables = (0..<tableCount).map { _ in Table() }

    /// The context made for `key`, made by `make` the first time this thread asks for it.
    func value(_ key: Key, make: (Key) -> TemplateValue) -> TemplateValue {
        // A table is a thread's own unless more threads ask than there are tables; then two
        // share one, under its lock.
        let table = tables[ThreadNumber.current % tableCount]
        if let found = table.made.withLock({ $0[key] }) { return found }
        let value = make(key)
        table.made.withLock { $0.insert(value, for: key) }
        return value
    }
}

/// How many tables a `MadeOnce` keeps: more than the threads that render at once.
private let tableCount = 8

private extension MadeOnce {
    // The entries inside their lock, not in a variable beside it: every look-up of a class's
    // variable is checked at run time for overlapping access, which costs as much as the lock.
    final class Table: Sendable {
        let made = Mutex(QuickTable<Key, TemplateValue>())
    }
}

/// A number for each thread, given in the order threads first ask: threads that render at once
/// get different ones.
private enum ThreadNumber {
    static var current: Int {
        if let stored = pthread_getspecific(numbers.key) { return Int(bitPattern: stored) }
        // Numbers start at 1: a 0 would be stored as a null pointer, which reads back as no
        // number, and that thread would take a new number, and another table, every time.
        let number = numbers.next.add(1, ordering: .relaxed).newValue
        pthread_setspecific(numbers.key, UnsafeRawPointer(bitPattern: number))
        return number
    }

    private static let numbers = Numbers()

    final class Numbers: Sendable {
        let key: pthread_key_t
        let next = Atomic<Int>(0)

        init() {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            self.key = key
        }
    }
}
