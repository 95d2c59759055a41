import Foundation
import Testing
import TribePressTestSupport

/// Input files that are not regular files: a named pipe with no writer, a device. Each is
/// refused with an error that names it, at once, and the output is left as it was.
struct SpecialFileTests {
    /// What stands in for an input file.
    enum Stand: String, CaseIterable, Sendable {
        /// A named pipe that nothing writes to: opening it to read would wait forever.
        case pipe
        /// A symbolic link to `/dev/zero`, a device that never ends.
        case device
    }

    /// Every kind of input file, each as a pipe and, where links are followed, as a device.
    /// A template that is a symbolic link is not followed at all (`InputMessageTests`).
    static let cases: [(String, Stand)] =
        [
            "content/tribe.json", "content/site.json", "content/pages/ada.md", "content/calendars/bank-holidays.ics",
            "templates/page.mustache", "templates/strings/fr.json",
        ].map { ($0, .pipe) }
        + [
            "content/tribe.json", "content/site.json", "content/pages/ada.md", "content/calendars/bank-holidays.ics",
        ].map { ($0, .device) }

    @Test(arguments: cases)
    func aSpecialFileIsRefusedByName(_ input: String, _ stand: Stand) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let path = cli.folder.appendingPathComponent(input).path
        try FileManager.default.removeItem(atPath: path)
        switch stand {
        case .pipe: #expect(mkfifo(path, 0o600) == 0)
        case .device: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        }
        let errors = cli.folder.appendingPathComponent("errors.txt")
        #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
        let handle = try FileHandle(forWritingTo: errors)
        let build = try ProcessRunner.start(
            CommandRunner.executable, ["build", "--now", "2026-11-22", "--quiet"], in: cli.folder,
            standardError: handle)
        #expect(ended(build, withinCPU: 5), "the build waits on \(input)")
        try handle.close()
        let stderr = try String(contentsOf: errors, encoding: .utf8)
        #expect(build.terminationStatus == 65, "\(stderr)")
        let what = stand == .pipe ? "a named pipe" : "a symbolic link to a device"
        #expect(stderr.contains("\(input): error: ") && stderr.contains(what), "\(input) as \(stand): \(stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("_site").path))
    }

    @Test func everyCommandThatReadsTheExportRefusesAPipe() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let path = cli.folder.appendingPathComponent("content/tribe.json").path
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o600) == 0)
        for command in [["check"], ["occurrences", "--from", "2026-11-01", "--to", "2026-11-30"]] {
            let run = try ProcessRunner.start(
                CommandRunner.executable, command + ["--now", "2026-11-22"], in: cli.folder)
            #expect(ended(run, withinCPU: 5), "\(command) waits on the pipe")
            #expect(run.terminationStatus == 65, "\(command)")
        }
    }
}
