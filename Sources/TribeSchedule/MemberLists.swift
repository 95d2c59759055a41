/// Two lists of member ids in memory of their own, read without counting a reference.
///
/// Invariant: the memory is allocated and filled once, in `init`, never changed, and freed in
/// `deinit`; being noncopyable, the lists have one owner, and no span of them outlives the call
/// that lent it. That is what makes sharing them between threads sound.
struct MemberLists: ~Copyable, @unchecked Sendable {
    private let storage: UnsafeMutableBufferPointer<Int>
    /// Where the second list starts in `storage`.
    private let secondStart: Int

    init(_ first: [Int], _ second: [Int]) {
        storage = .allocate(capacity: first.count + second.count)
        _ = storage.initialize(fromContentsOf: first + second)
        secondStart = first.count
    }

    deinit {
        storage.deallocate()
    }

    /// Calls `body` with the first list (`list` 0) or the second (any other); the span is valid
    /// only inside `body`.
    func with<Result>(_ list: Int, _ body: (Span<Int>) throws -> Result) rethrows -> Result {
        let range = list == 0 ? 0..<secondStart : secondStart..<storage.count
        return try body(UnsafeBufferPointer(rebasing: storage[range]).span)
    }
}
