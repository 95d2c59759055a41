import Foundation
import TribeRecurrence

/// The IANA zone names this machine's time-zone database knows.
///
/// Foundation's list on Linux is ICU's, which misses zones and links the tz database has
/// (`Asia/Kolkata`, `Etc/GMT+5`, `US/Eastern`, `Asia/Saigon`) although `TimeZone(identifier:)`
/// opens every one of them. A name is known when the system's tz database (`tzdata.zi`) or
/// Foundation lists it and Foundation can open it: abbreviations and offsets that Foundation
/// also opens (`PST`, `GMT+5`) are not zone names.
public enum TimeZoneNames {
    /// Zone and link names of the system's tz database, empty on a machine without one.
    static let database: Set<String> = {
        guard let bytes = try? FileIO.disk.read(ZoneDatabase.folder + "/tzdata.zi") else { return [] }
        return names(inTzdataZi: bytes)
    }()

    /// Foundation's names, and the UTC aliases people write that it does not list.
    private static let foundation: Set<String> = Set(TimeZone.knownTimeZoneIdentifiers).union([
        "UTC", "Etc/UTC", "GMT", "Etc/GMT",
    ])

    public static func isKnown(_ name: String) -> Bool {
        // The database first: reading it costs less than Foundation building its list.
        (database.contains(name) || foundation.contains(name)) && TimeZone(identifier: name) != nil
    }

    /// A known name that differs only in case or in spaces for underscores.
    public static func suggestion(for name: String) -> String? {
        let wanted = name.lowercased().replacingOccurrences(of: " ", with: "_")
        return database.union(foundation).sorted().first {
            $0.lowercased() == wanted || $0.lowercased().hasSuffix("/" + wanted)
        }
    }

    /// The zones (`Z name …`) and links (`L target name`) of a `tzdata.zi` file.
    ///
    /// A scan of bytes, rather than its thousands of lines split into strings: every run
    /// reads it.
    static func names(inTzdataZi bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        while index < bytes.count {
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let kind = bytes[index]
            if end - index > 2, bytes[index + 1] == UInt8(ascii: " "),
                kind == UInt8(ascii: "Z") || kind == UInt8(ascii: "L")
            {
                var field = index + 2
                if kind == UInt8(ascii: "L") {
                    // A link's own name is its second field, after its target's.
                    while field < end, bytes[field] != UInt8(ascii: " ") { field += 1 }
                    field += 1
                }
                var stop = field
                while stop < end, bytes[stop] != UInt8(ascii: " ") { stop += 1 }
                if stop > field { names.insert(String(decoding: bytes[field..<stop], as: UTF8.self)) }
            }
            index = end + 1
        }
        return names
    }
}
