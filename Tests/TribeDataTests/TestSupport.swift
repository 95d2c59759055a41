import Foundation
import TribePressTestSupport

@testable import TribeData

/// Builds small content folders in memory and finds where a snippet stands in them.
enum TestContent {
    static let categories = "NON, CEL, CLU, EDU, MED, MUS, OTH, OUT, PET, SHO, SPO, VAC, WOR"

    /// A valid event of member 1 inviting member 2; `extra` lines are added to (or replace) its keys.
    static func event(id: Int = 1, _ fields: [String: String] = [:]) -> String {
        var values: [(String, String)] = [
            ("id", "\(id)"), ("user", "1"), ("to", "[2]"), ("accepted", "[2]"), ("start", "\"2026-09-05T10:00:00\""),
            ("duration", "\"01:30:00\""), ("recurrence_type", "\"WEK\""), ("subject", "\"Football practice\""),
            ("category", "\"SPO\""),
        ]
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            if let index = values.firstIndex(where: { $0.0 == key }) {
                if value.isEmpty { values.remove(at: index) } else { values[index].1 = value }
            } else {
                values.append((key, value))
            }
        }
        return "    {\n" + values.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n    }"
    }

    static func trip(id: Int = 1, _ fields: [String: String] = [:]) -> String {
        var values: [(String, String)] = [
            ("id", "\(id)"), ("title", "\"Half-term in Edinburgh\""),
            ("destination", #"{"country": "United Kingdom", "country_code": "GB", "city": "Edinburgh"}"#),
            ("start", "\"2027-02-13\""), ("end", "\"2027-02-17\""), ("buddies", "[1, 2]"),
        ]
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            if let index = values.firstIndex(where: { $0.0 == key }) {
                values[index].1 = value
            } else {
                values.append((key, value))
            }
        }
        return "    {\n" + values.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n    }"
    }

    /// A TribePress file with members 1 (Maya) and 2 (Tom).
    static func canonical(
        events: [String] = [event()], contacts: [String] = [], trips: [String] = [],
        timeZone: String = "\"Europe/London\""
    ) -> String {
        """
        {
          "tribe": {
            "name": "Test Tribe",
            "time_zone": \(timeZone),
            "users": [
              {"user_id": 1, "display_name": "Maya"},
              {"user_id": 2, "display_name": "Tom"}
            ]
          },
          "events": [
        \(events.joined(separator: ",\n"))
          ],
          "contacts": [\(contacts.joined(separator: ", "))],
          "trips": [
        \(trips.joined(separator: ",\n"))
          ]
        }

        """
    }

    /// Loads a content folder held in memory (paths relative to `content/`).
    static func load(_ files: [String: String]) throws -> LoadedContent {
        let memory = InMemoryFiles(Dictionary(uniqueKeysWithValues: files.map { ("content/\($0.key)", $0.value) }))
        return try ContentLoader(fileIO: memory.fileIO).load(from: "content")
    }

    /// The diagnostics of loading one `tribe.json`, as printed.
    static func problems(inCanonical text: String) throws -> [String] {
        try load(["tribe.json": text]).diagnostics.map(\.description)
    }

    /// "line:column" of the `occurrence`-th appearance of `needle` in `text`, counted by hand
    /// (lines split on "\n", columns in characters) so it does not lean on the parser's LineIndex.
    static func position(of needle: String, in text: String, occurrence: Int = 1, offsetBy shift: Int = 0) -> String {
        SourcePosition.of(needle, in: text, occurrence: occurrence, offsetBy: shift)
    }

    /// The folder of the checked-in fixtures.
    static var fixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/drf-export")
    }

    /// The repository's sample content folder.
    static var sampleContent: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("content").path
    }
}
