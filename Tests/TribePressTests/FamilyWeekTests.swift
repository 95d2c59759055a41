import Foundation
import Testing
import TribePressTestSupport

/// The family week, printed in headless Chromium and read back from the PDF: each sheet is one
/// page, and each cell holds what `tribepress occurrences --member` says of that member and day.
@Suite(.serialized)
struct FamilyWeekTests {
    @Test func eachMembersColumnHoldsTheirDayAndEveryoneTheFamilys() throws {
        let cli = try CommandRunner.withCrowdedNovemberBuilt()
        defer { cli.remove() }
        let members = try Self.members()
        // The week of the crowded Saturday, and the week the long tour begins.
        for (week, monday) in [("2026-W46", 9), ("2026-W47", 16)] {
            let pdf = try cli.printToPDF("planner/family/\(week).html")
            let pages = try Self.read(pdf, heads: [["Everyone"] + members.map(\.name)])
            #expect(pages.count == 1, "\(week)")
            let page = try #require(pages.first)
            // A4 landscape, 297 × 210 mm.
            #expect(
                page.size.count == 2 && abs(page.size[0] - 841.9) < 1 && abs(page.size[1] - 595.2) < 1, "\(page.size)")
            #expect(page.rows.map(\.day) == (monday..<monday + 7).map(String.init))
            for (offset, row) in page.rows.enumerated() {
                let day = "2026-11-" + String(format: "%02d", monday + offset)
                var byMember: [[String]] = []
                for member in members { byMember.append(try Self.expected(cli, on: day, member: member.name)) }
                // What every member has is the family's, in its own column.
                let everyone = byMember.dropFirst().reduce(Set(byMember.first ?? [])) { $0.intersection($1) }
                let trips = Self.trips(on: day)
                try Self.check(row.cells[0], holds: everyone.sorted() + trips.everyone, "\(day) everyone")
                for (index, member) in members.enumerated() {
                    let own =
                        byMember[index].filter { !everyone.contains($0) }
                        + trips.byMember[member.id, default: []]
                    try Self.check(row.cells[index + 1], holds: own, "\(day) \(member.name)")
                }
            }
        }
    }

    @Test func aLargeFamilyGetsSheetsNamingWhomEachHolds() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        // Six more members: eleven do not fit one sheet of eight columns.
        var tribe = try cli.read("content/tribe.json")
        let extra = (6...11).map {
            "{\"user_id\": \($0), \"display_name\": \"Cousin \($0)\", \"username\": \"cousin\($0)\", \"is_admin\": false},"
        }.joined()
        tribe = tribe.replacingOccurrences(of: "\"users\": [", with: "\"users\": [" + extra)
        try cli.write(tribe, to: "content/tribe.json")
        let build = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(build.status == 0, "\(build.stderr)")
        let html = try cli.read("site/planner/family/2026-W48.html")
        #expect(html.components(separatedBy: "class=\"tp-sheet tp-family\"").count == 3)
        let pdf = try cli.printToPDF("planner/family/2026-W48.html")
        let text = try ProcessRunner.output(of: "/usr/bin/env", ["pdftotext", "-layout", pdf, "-"])
        let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: true).filter {
            !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        }
        #expect(pages.count == 2)
        // Each sheet says which part it is and whom it holds.
        #expect(pages.first?.contains("1/2: Cousin 6, Cousin 7") == true)
        #expect(pages.last?.contains("2/2:") == true)
        let info = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf])
        #expect(info.contains("Pages:           2"))
        // Every week on one page would be two sheets a week all year: the page lists the weeks.
        let every = try cli.read("site/planner/family.html")
        #expect(!every.contains("tp-sheet") && every.contains("needs 2 sheets a week"))
        #expect(every.contains(#"<a href="family/2026-W48.html">Week 48 · 2026</a>"#))
    }

    @Test func everyWeekPrintsOneSheetAPage() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let build = try cli.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(build.status == 0, "\(build.stderr)")
        let weeks = try FileManager.default.contentsOfDirectory(
            atPath: cli.folder.appendingPathComponent("site/planner/family").path)
        #expect(weeks.count >= 52)
        let pdf = try cli.printToPDF("planner/family.html")
        let info = try ProcessRunner.output(of: "/usr/bin/env", ["pdfinfo", pdf])
        #expect(info.contains("Pages:           \(weeks.count)\n"), "\(info)")
        #expect(info.contains("841.92 x 594.96 pts (A4)"))
    }
}

private extension FamilyWeekTests {
    struct Page {
        let size: [Double]
        let rows: [(day: String, cells: [[String]])]
    }

    static func read(_ pdf: String, heads: [[String]]) throws -> [Page] {
        let heads = String(decoding: try JSONSerialization.data(withJSONObject: heads), as: UTF8.self)
        let output = try ProcessRunner.oracle("family_week.py", [pdf, heads])
        let pages = try #require(try JSONSerialization.jsonObject(with: output) as? [[String: Any]])
        return pages.map { page in
            Page(
                size: (page["size"] as? [Double]) ?? [],
                rows: ((page["rows"] as? [[String: Any]]) ?? []).map {
                    (($0["day"] as? String) ?? "", ($0["cells"] as? [[String]]) ?? [])
                })
        }
    }

    /// The sample's members, in the export's order.
    static func members() throws -> [(id: Int, name: String)] {
        let tribe = try JSONSerialization.jsonObject(
            with: Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("content/tribe.json")))
        let users = try #require(((tribe as? [String: Any])?["tribe"] as? [String: Any])?["users"] as? [[String: Any]])
        return try users.map { (try #require($0["user_id"] as? Int), try #require($0["display_name"] as? String)) }
    }

    /// The trips on `day` (the crowded sample's long tour and the export's), as their lines read:
    /// under everyone when everyone travels, else under each traveller.
    static func trips(on day: String) -> (everyone: [String], byMember: [Int: [String]]) {
        // The long tour, 20 November to 10 December, is Maya's (member 1) alone.
        day >= "2026-11-20" && day <= "2026-12-10" ? ([], [1: ["Trip: Long tour"]]) : ([], [:])
    }

    /// The subjects `occurrences --member` lists for `member` on `day`.
    static func expected(_ cli: CommandRunner, on day: String, member: String) throws -> [String] {
        let run = try cli.run(
            [
                "occurrences", "--now", "2026-11-22", "--format", "json", "--from", day, "--to", ISODay.after(day),
                "--member", member,
            ])
        guard run.status == 0 else { throw ProcessRunner.Failure(description: run.stderr) }
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try (try #require(listing["occurrences"] as? [[String: Any]])).map {
            try #require($0["subject"] as? String)
        }
    }

    /// Whether a cell's printed lines are `subjects`, each line beginning (after its time and
    /// glyph) with the subject or as much of it as the column shows, or end in "+N more" for
    /// those that did not fit.
    static func check(_ lines: [String], holds subjects: [String], _ what: String) throws {
        var shown = lines
        var hidden = 0
        if let last = shown.last, let match = last.firstMatch(of: /^\+(\d+) more$/) {
            hidden = Int(match.1) ?? 0
            shown.removeLast()
        }
        #expect(shown.count + hidden == subjects.count, "\(what): \(lines) for \(subjects)")
        var left = subjects
        for line in shown {
            // "08:20–08:50 ✎ School run", cut short with "…" in a narrow column.
            let words = line.split(separator: " ").drop {
                $0.first?.isNumber == true || $0.count == 1 || $0 == "All" || $0 == "day"
            }
            let text = words.joined(separator: " ").replacingOccurrences(of: "…", with: "")
            // A line with no subject left would match anything.
            #expect(!text.isEmpty, "\(what): \(line) shows no subject")
            let found =
                text.isEmpty
                ? nil
                : left.firstIndex { $0.hasPrefix(text) } ?? left.firstIndex { $0.hasPrefix(String(text.prefix(6))) }
            #expect(found != nil, "\(what): \(line) is none of \(left)")
            if let found { left.remove(at: found) }
        }
    }
}
