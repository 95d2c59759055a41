import Foundation
import TribeData
import TribeRecurrence

/// What a pull read and changed, for its summary in a CI log.
public struct PullReport: Sendable {
    public var server: String
    public var content: String
    public var members: Int
    /// Series masters; the server's generated `REC` rows are not counted.
    public var events: Int
    public var contacts: Int
    public var photos: Int
    /// The changes since the export that was in place, or nil when there was none to compare.
    public var changes: EventChanges?
    /// New access tokens taken during the pull.
    public var renewals: Int
    /// The loader's warnings about the new export, and the photos that could not be had.
    public var diagnostics: [Diagnostic]
    public var seconds: Double

    /// The summary, a line at a time, as the build's is printed.
    public var summaryLines: [String] {
        var lines = [
            "Pulled \(content) from \(server): \(Self.counted(members, "member")), \(Self.counted(events, "event")), "
                + "\(Self.counted(contacts, "contact")), \(Self.counted(photos, "photo"))."
        ]
        if let changes {
            if changes.isEmpty {
                lines.append("No event changed since the previous pull.")
            } else {
                for (verb, subjects) in [
                    ("Added", changes.added), ("Changed", changes.changed), ("Removed", changes.removed),
                ]
                where !subjects.isEmpty {
                    lines.append("\(verb) \(Self.counted(subjects.count, "event")): \(Self.listed(subjects)).")
                }
            }
        } else {
            lines.append("There was no export in \(content) before, so nothing to compare with.")
        }
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let renewed = renewals == 0 ? "" : "; " + Self.counted(renewals, "new access token")
        lines.append(Self.counted(warnings, "warning") + renewed + "; " + String(format: "%.2f s.", seconds))
        return lines
    }

    /// "1 event", "2 events".
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Up to eight subjects, quoted, then how many more.
    static func listed(_ subjects: [String]) -> String {
        let shown = subjects.prefix(8).map { $0.singleLine.quotedForMessage }.joined(separator: ", ")
        return subjects.count > 8 ? shown + " and \(subjects.count - 8) more" : shown
    }
}
