import Foundation
import SnapshotTesting
import Testing

/// The whole sample site, every file's path and bytes, against snapshots recorded once and
/// read by a person (`__Snapshots__/SiteSnapshotTests/`).
///
/// A change to any page, feed or card shows up as a diff to review. Under CI a missing
/// snapshot fails without being written; elsewhere it is recorded and the test still fails,
/// so nothing passes unseen. `TRIBEPRESS_RECORD_SNAPSHOTS=1` re-records after an intended change.
struct SiteSnapshotTests {
    static var recordMode: SnapshotTestingConfiguration.Record {
        let environment = ProcessInfo.processInfo.environment
        if environment["TRIBEPRESS_RECORD_SNAPSHOTS"] == "1" { return .all }
        return environment["CI"] == nil ? .missing : .never
    }

    @Test func theWholeSampleSiteMatchesItsSnapshot() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22T09:00:00Z", "--output", "site"]).status == 0)
        let files = try cli.tree("site")
        #expect(files.count > 80)
        // The list of paths catches a file that appears or disappears.
        let listing = files.keys.sorted().map { "\($0) \(files[$0]?.count ?? 0)" }.joined(separator: "\n") + "\n"
        assertSnapshot(of: listing, as: .lines, named: "files", record: Self.recordMode)
        for path in files.keys.sorted() {
            let text = String(decoding: files[path] ?? Data(), as: UTF8.self)
            assertSnapshot(of: text, as: .lines, named: path, record: Self.recordMode)
        }
    }
}
