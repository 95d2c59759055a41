/// A zone as a TZif file of the system's tz database holds it (RFC 8536): the changes of
/// local time it lists and the rule for the years after them.
struct TZifFile: Sendable {
    struct LocalTimeType: Sendable, Equatable {
        /// Seconds east of UTC.
        let offset: Int
        let isDaylight: Bool
    }

    /// What local time is from each instant on, ascending.
    struct Change: Sendable, Equatable {
        let instant: Int
        let type: Int
    }

    let types: [LocalTimeType]
    let changes: [Change]
    /// The rule after the last change; nil when the last change's type stays for good.
    let rule: PosixZoneRule?

    /// Reads a file; nil for anything that is not a well-formed TZif file without leap seconds.
    init?(_ bytes: [UInt8]) {
        var reader = Reader(bytes: bytes)
        guard let first = reader.header() else { return nil }
        var header = first
        var timeSize = 4
        if first.version >= 2 {
            // Version 1's block comes first, with 32-bit times; the 64-bit block follows it.
            guard reader.skip(first.dataSize(timeSize: 4)), let second = reader.header() else { return nil }
            header = second
            timeSize = 8
        }
        // Files with leap seconds (the `right/` zones) count seconds differently from everyone
        // reading a calendar; they are left to the fallback.
        guard header.leapCount == 0, header.typeCount >= 1,
            reader.remaining >= header.dataSize(timeSize: timeSize)
        else { return nil }
        var instants: [Int] = []
        instants.reserveCapacity(header.changeCount)
        for _ in 0..<header.changeCount {
            guard let instant = reader.signed(size: timeSize), instants.last.map({ $0 < instant }) ?? true else {
                return nil
            }
            instants.append(instant)
        }
        var changes: [Change] = []
        changes.reserveCapacity(header.changeCount)
        for instant in instants {
            guard let type = reader.byte(), Int(type) < header.typeCount else { return nil }
            changes.append(Change(instant: instant, type: Int(type)))
        }
        var types: [LocalTimeType] = []
        for _ in 0..<header.typeCount {
            guard let offset = reader.signed(size: 4), offset != Int(Int32.min), let daylight = reader.byte(),
                daylight <= 1, reader.byte() != nil
            else { return nil }
            types.append(LocalTimeType(offset: offset, isDaylight: daylight == 1))
        }
        self.types = types
        self.changes = changes
        guard reader.skip(header.characterCount + header.standardCount + header.universalCount) else { return nil }
        // The footer: the rule between two newlines, empty when there is none.
        var rule: PosixZoneRule?
        if header.version >= 2, reader.byte() == UInt8(ascii: "\n") {
            let text = reader.bytes(upTo: UInt8(ascii: "\n"))
            rule = text.isEmpty ? nil : PosixZoneRule(String(decoding: text, as: UTF8.self))
        }
        self.rule = rule
    }
}

private extension TZifFile {
    struct Header {
        let version: Int
        let universalCount: Int
        let standardCount: Int
        let leapCount: Int
        let changeCount: Int
        let typeCount: Int
        let characterCount: Int

        func dataSize(timeSize: Int) -> Int {
            changeCount * (timeSize + 1) + typeCount * 6 + characterCount + leapCount * (timeSize + 4)
                + standardCount + universalCount
        }
    }

    struct Reader {
        let bytes: [UInt8]
        var index = 0

        var remaining: Int { bytes.count - index }

        mutating func header() -> Header? {
            guard remaining >= 44, bytes[index..<index + 4].elementsEqual("TZif".utf8) else { return nil }
            let versionByte = bytes[index + 4]
            let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
            guard (1...9).contains(version) else { return nil }
            index += 20
            var counts: [Int] = []
            for _ in 0..<6 {
                guard let count = unsigned32() else { return nil }
                counts.append(count)
            }
            return Header(
                version: version, universalCount: counts[0], standardCount: counts[1], leapCount: counts[2],
                changeCount: counts[3], typeCount: counts[4], characterCount: counts[5])
        }

        mutating func skip(_ count: Int) -> Bool {
            guard count >= 0, count <= remaining else { return false }
            index += count
            return true
        }

        mutating func byte() -> UInt8? {
            guard remaining >= 1 else { return nil }
            defer { index += 1 }
            return bytes[index]
        }

        /// A big-endian two's-complement integer of 4 or 8 bytes.
        mutating func signed(size: Int) -> Int? {
            guard remaining >= size else { return nil }
            var value: UInt64 = 0
            for offset in 0..<size { value = value << 8 | UInt64(bytes[index + offset]) }
            index += size
            if size == 4 { return Int(Int32(bitPattern: UInt32(truncatingIfNeeded: value))) }
            return Int(Int64(bitPattern: value))
        }

        mutating func unsigned32() -> Int? {
            guard remaining >= 4 else { return nil }
            var value = 0
            for offset in 0..<4 { value = value << 8 | Int(bytes[index + offset]) }
            index += 4
            return value
        }

        /// The bytes before the next `terminator`, which is consumed; empty if there is none.
        mutating func bytes(upTo terminator: UInt8) -> ArraySlice<UInt8> {
            guard let end = bytes[index...].firstIndex(of: terminator) else { return [] }
            defer { index = end + 1 }
            return bytes[index..<end]
        }
    }
}
