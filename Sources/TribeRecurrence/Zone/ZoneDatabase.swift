import Foundation

/// Where the system's tz database is, and its TZif file for a zone.
///
/// Phones, Python and the C library read this database; Foundation on Linux carries an older
/// copy of its own inside ICU. A family's events are at the hours their phones show only if
/// TribePress reads the same files, so it does wherever they exist.
public enum ZoneDatabase {
    /// The database's folder: `TZDIR` when set, as the C library reads it, else
    /// `/usr/share/zoneinfo`.
    public static var folder: String {
        ProcessInfo.processInfo.environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    }

    /// The zone's file, read; nil when there is none or it is not a TZif file.
    static func file(for identifier: String) -> TZifFile? {
        guard isPlainName(identifier) else { return nil }
        // Links such as `US/Eastern` may be symbolic links to the zone's file.
        let path = URL(fileURLWithPath: folder + "/" + identifier).resolvingSymlinksInPath().path
        // The largest file of the database is under 4 KB; anything far larger is not one.
        // `stat` rather than `FileManager`'s attributes, which read `/etc/passwd` and
        // `/etc/group` for the owner's name.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 1 << 20,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return TZifFile(Array(data))
    }

    /// Whether a name can only mean a file inside the folder: letters, digits and `_+-` in
    /// parts between single slashes, none of them `.` or `..`.
    private static func isPlainName(_ name: String) -> Bool {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        return !parts.isEmpty
            && parts.allSatisfy { part in
                !part.isEmpty && part.first != "-"
                    && part.utf8.allSatisfy { byte in
                        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                    }
            }
    }
}
