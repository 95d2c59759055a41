import Foundation

/// The IANA zone names this machine's time-zone database knows.
public enum TimeZoneNames {
    private static let known: Set<String> = {
        // Foundation lists canonical names but not the UTC aliases people write.
        Set(TimeZone.knownTimeZoneIdentifiers).union(["UTC", "Etc/UTC", "GMT", "Etc/GMT"])
    }()

    public static func isKnown(_ name: String) -> Bool {
        known.contains(name) && TimeZone(identifier: name) != nil
    }

    /// A known name that differs only in case or in spaces for underscores.
    public static func suggestion(for name: String) -> String? {
        let wanted = name.lowercased().replacingOccurrences(of: " ", with: "_")
        return known.sorted().first { $0.lowercased() == wanted || $0.lowercased().hasSuffix("/" + wanted) }
    }
}
