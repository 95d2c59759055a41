import Foundation

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
        let folder =
            ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        guard let text = try? String(contentsOfFile: folder + "/tzdata.zi", encoding: .utf8) else { return [] }
        return names(inTzdataZi: text)
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
    static func names(inTzdataZi text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "Z", fields.count > 1 { names.insert(String(fields[1])) }
            if fields.first == "L", fields.count > 2 { names.insert(String(fields[2])) }
        }
        return names
    }
}
