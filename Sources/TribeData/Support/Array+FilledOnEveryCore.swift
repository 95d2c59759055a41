import Dispatch

extension Array {
    /// An array of `count` elements made on every core, `parts` calls of `fill` at a time: each
    /// initializes only its own positions, through the pointer to the first element, and
    /// together they initialize every one.
    ///
    /// Putting each part's elements in place spares gathering the parts afterwards, which copies
    /// every element on one core while the other waits.
    public init(
        count: Int, inParts parts: Int,
        onEveryCore fill: @Sendable (_ part: Int, _ first: UnsafeMutablePointer<Element>) -> Void
    ) {
        self.init(unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let first = Place(base: base)
            DispatchQueue.concurrentPerform(iterations: parts) { part in fill(part, first.base) }
            initialized = count
        }
    }
}

private extension Array {
    /// The first element's place, handed to every core; each writes only its own part.
    struct Place: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
    }
}
