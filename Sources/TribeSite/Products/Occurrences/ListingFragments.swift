import TribeConcurrency
import TribeData
import TribeSchedule

/// The bytes a listing writes for an occurrence besides its times, made once per series.
///
/// Everything but the start, the end and the original start is the same for every occurrence
/// of a series that no override changed, so it is written once per series, names and escaping
/// included, and copied. JSON, CSV and text each cut an occurrence at its times.
/// Kept for the whole listing, so it grows with the number of series, not of occurrences.
///
/// The fragments live in one block of memory that only grows between pieces, and each piece's
/// occurrences are numbered by their fragments before the cores format them: the cores then
/// copy bytes without taking a lock or a reference, where a shared dictionary of arrays would
/// cost a lock and several reference counts per occurrence, fought over by both cores.
final class ListingFragments: @unchecked Sendable {
    // Changed only by `number(_:make:)`, which runs while no core formats.
    private var numbers: [Occurrence.SameFacts: Int32] = [:]
    private var bytes = GrowingBlock<UInt8>()
    /// Where each part ends in `bytes`, after a first 0: part `p` of fragment set `n` is
    /// `bytes[bounds[n * partCount + p] ..< bounds[n * partCount + p + 1]]`.
    private var bounds = GrowingBlock<Int>()
    let partCount: Int

    init(partCount: Int) {
        self.partCount = partCount
        bounds.append(0)
    }

    deinit {
        bytes.free()
        bounds.free()
    }

    /// The fragment set of each of `occurrences`, making with `make` (on every core) those of
    /// series not met before.
    func number(_ occurrences: [Occurrence], make: @Sendable (Occurrence) -> [[UInt8]]) -> [Int32] {
        var result: [Int32] = []
        result.reserveCapacity(occurrences.count)
        var new: [Occurrence] = []
        var next = Int32(numbers.count)
        for occurrence in occurrences {
            let key = occurrence.sameFacts
            if let number = numbers[key] {
                result.append(number)
            } else {
                numbers[key] = next
                result.append(next)
                next += 1
                new.append(occurrence)
            }
        }
        for parts in new.concurrentMap(make) {
            precondition(parts.count == partCount, "a listing's form cuts every occurrence alike")
            for part in parts {
                bytes.append(contentsOf: part)
                bounds.append(bytes.count)
            }
        }
        return result
    }

    /// Appends part `part` of fragment set `number` to `output`.
    func append(part: Int, of number: Int32, to output: inout [UInt8]) {
        let first = Int(number) * partCount + part
        let start = bounds[first]
        output.append(contentsOf: UnsafeBufferPointer(start: bytes.base + start, count: bounds[first + 1] - start))
    }
}

/// Memory that grows by doubling and is freed with its owner; read through its base address
/// while nothing appends.
private struct GrowingBlock<Element: BitwiseCopyable> {
    private(set) var base = UnsafeMutablePointer<Element>.allocate(capacity: 1024)
    private(set) var count = 0
    private var capacity = 1024

    subscript(index: Int) -> Element { base[index] }

    mutating func append(_ element: Element) {
        reserve(count + 1)
        base[count] = element
        count += 1
    }

    mutating func append(contentsOf elements: [Element]) {
        reserve(count + elements.count)
        elements.withUnsafeBufferPointer { source in
            guard let address = source.baseAddress else { return }
            (base + count).initialize(from: address, count: source.count)
        }
        count += elements.count
    }

    func free() { base.deallocate() }
}

private extension GrowingBlock {
    mutating func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        var grown = capacity
        while grown < needed { grown *= 2 }
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: grown)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
