import Dispatch

extension Array {
    /// An array made on every core, one call of `fill` for each of `parts`: each call appends,
    /// in order, exactly the elements of its part's positions, through a writer that can reach
    /// no other.
    ///
    /// The parts are consecutive and start at 0; the array holds as many elements as they
    /// cover. Putting each part's elements in place spares gathering the parts afterwards,
    /// which copies every element on one core while the other waits.
    public init(
        parts: [Range<Int>], onEveryCore fill: @Sendable (_ part: Int, _ writer: inout PartWriter<Element>) -> Void
    ) {
        let count = parts.last?.upperBound ?? 0
        precondition(
            zip([0] + parts.map(\.upperBound), parts).allSatisfy { $0 == $1.lowerBound },
            "the parts are consecutive from 0")
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let first = Place(base: base)
            Workers.perform(parts.count) { part in
                var writer = PartWriter(first.base + parts[part].lowerBound, count: parts[part].count)
                fill(part, &writer)
                writer.finish()
            }
            initialized = count
        }
    }
}

/// Appends the elements of one part of an array that `Array(parts:onEveryCore:)` makes, into
/// their places and nowhere else.
///
/// The invariant that keeps the array sound: a part's writer initializes each of its positions
/// exactly once, in order. `append` traps past the part's end, and the part traps when it ends
/// short, so no element is left uninitialized or written twice.
public struct PartWriter<Element> {
    @usableFromInline var next: UnsafeMutablePointer<Element>
    @usableFromInline let end: UnsafeMutablePointer<Element>

    init(_ start: UnsafeMutablePointer<Element>, count: Int) {
        next = start
        end = start + count
    }

    /// Puts `element` at the part's next position.
    @inlinable
    public mutating func append(_ element: Element) {
        precondition(next < end, "a part of the array was given more elements than it holds")
        next.initialize(to: element)
        next += 1
    }

    /// How many positions of the part are still to be filled.
    @inlinable
    public var remaining: Int { end - next }

    func finish() {
        precondition(next == end, "a part of the array was left with \(end - next) positions unfilled")
    }
}

private extension Array {
    /// The first element's place, handed to every core; each writes only its own part.
    struct Place: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
    }
}
