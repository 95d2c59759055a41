/// The bytes a render writes, in room it was lent until that is full, then in its own.
///
/// A page is millions of small pieces. `Array.append(contentsOf:)` checked the array's
/// uniqueness and capacity and went through a generic copy for each, about 80 instructions
/// before the bytes moved; here a piece is one comparison and a `memcpy`. The room is lent
/// by the array the page is returned in, so the usual page, one no larger than its
/// template's last, is never copied again.
struct RenderBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int
    /// Whether `base` was allocated here, to be freed here, rather than lent.
    private(set) var isOwn: Bool

    /// A buffer writing into `room`, which must outlive it.
    init(lent room: UnsafeMutableBufferPointer<UInt8>) {
        if let start = room.baseAddress, room.count > 0 {
            base = start
            capacity = room.count
            isOwn = false
        } else {
            base = .allocate(capacity: 1)
            capacity = 1
            isOwn = true
        }
    }

    /// A buffer with room of its own for `capacity` bytes.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
        isOwn = true
    }

    deinit {
        if isOwn { base.deallocate() }
    }

    var last: UInt8? {
        count > 0 ? base[count - 1] : nil
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        if capacity - count < length { grow(toHold: count + length) }
        (base + count).initialize(from: source, count: length)
        count += length
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        text.withUTF8InPlace { append($0) }
    }

    /// Puts `bytes` in before what was written from `index` on.
    mutating func insert(_ bytes: [UInt8], at index: Int) {
        let length = bytes.count
        guard length > 0 else { return }
        if capacity - count < length { grow(toHold: count + length) }
        (base + index + length).moveInitialize(from: base + index, count: count - index)
        bytes.withUnsafeBufferPointer { source in
            guard let start = source.baseAddress else { return }
            (base + index).initialize(from: start, count: length)
        }
        count += length
    }

    /// A copy of what was written from `index` on.
    func bytes(from index: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: base + index, count: count - index))
    }
}

private extension RenderBuffer {
    mutating func grow(toHold needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        if isOwn { base.deallocate() }
        base = newBase
        capacity = newCapacity
        isOwn = true
    }
}
