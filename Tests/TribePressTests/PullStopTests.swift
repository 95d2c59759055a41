import Foundation
import Testing
import TribePressTestSupport

/// A pull stopped at any moment leaves the previous export or the new one, never a mix: read
/// through the content folder as any program reads it, and by `check`.
///
/// strace stops the real executable with SIGKILL on its first, second, third… call that puts
/// a name in place (`rename`, `symlink`), until a run gets through: every step of putting an
/// export in place is where a pull was once killed. A pull killed while still reading from
/// the server is stopped at moments spread over its run.
@Suite struct PullStopTests {
    static let placing = ["rename", "renameat", "renameat2", "symlink", "symlinkat"]

    /// The export a finished pull of the recorded session writes, read through the folder.
    static func newExport(server: ReplayServer) throws -> [String: Data] {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        let result = try PullTests.pull(cli, server.address())
        #expect(result.status == 0, "\(result.stderr)")
        return PullTests.export(cli, "export")
    }

    /// Whether the four files read as exactly the old set or exactly the new one, and `check`
    /// accepts what is there.
    static func expectWhole(
        _ cli: CommandRunner, old: [String: Data], new: [String: Data], _ moment: String
    ) throws -> Bool {
        let found = PullTests.export(cli, "export")
        let whole = found == old || found == new
        #expect(whole, "\(moment): a mix of the two exports: \(found.mapValues(\.count))")
        let check = try cli.run(["check", "--content", "export", "--time-zone", "Europe/London", "--quiet"])
        #expect(check.status == 0, "\(moment): \(check.stderr)")
        return found == new
    }

    @Test(arguments: [["rename", "renameat", "renameat2"], ["symlink", "symlinkat"]])
    func killedAtEachStepOfPuttingTheExportInPlace(calls: [String]) throws {
        let server = try ReplayServer()
        defer { server.stop() }
        let new = try Self.newExport(server: server)
        var completed = false
        var stops = 0
        for call in 1...40 where !completed {
            let cli = try PullTests.withHandSavedExport()
            defer { cli.remove() }
            // Saved without profiles.json, which the backend export may lack: the first pull's
            // link to it leads nowhere until the new export is in place, and reads as absent.
            try FileManager.default.removeItem(at: cli.folder.appendingPathComponent("export/profiles.json"))
            let old = PullTests.export(cli, "export")
            #expect(old.count == 3)
            let set = calls.joined(separator: ",")
            let result = try cli.run(
                [
                    "-f", "-qq", "-o", "/dev/null", "-e", "trace=\(set)", "-e",
                    "inject=\(set):signal=SIGKILL:when=\(call)",
                    CommandRunner.executable.path, "pull", "--server", server.address(), "--username", "maya",
                    "--content", "export",
                ], environment: ["TRIBEHUB_PASSWORD": ReplayServer.password], executable: "/usr/bin/strace")
            completed = result.status == 0
            if !completed { stops += 1 }
            let isNew = try Self.expectWhole(cli, old: old, new: new, "killed at \(calls[0]) call \(call)")
            if completed { #expect(isNew, "the pull that got through left the old export") }
            // The next pull mends what the stopped one left.
            let again = try PullTests.pull(cli, server.address())
            #expect(again.status == 0, "after call \(call): \(again.stderr)")
            #expect(PullTests.export(cli, "export") == new)
            let leftovers = try FileManager.default.contentsOfDirectory(
                atPath: cli.folder.appendingPathComponent("export/.tribehub").path
            ).sorted()
            // The link, the set in place and at most the one it replaced; nothing half made.
            #expect(leftovers.first == "current" && (2...3).contains(leftovers.count), "\(leftovers)")
            #expect(leftovers.dropFirst().allSatisfy { $0.hasPrefix("pull-") }, "\(leftovers)")
        }
        #expect(completed)
        // Turning the saved export into links and putting the new one in place take several.
        #expect(stops >= 3)
    }

    @Test func killedWhileReadingFromTheServerLeavesThePreviousExport() throws {
        let server = try ReplayServer(["delayed"])
        defer { server.stop() }
        let new = try Self.newExport(server: server)
        for tenth in 1...8 {
            let cli = try PullTests.withHandSavedExport()
            defer { cli.remove() }
            let old = PullTests.export(cli, "export")
            let process = try cli.start(
                ["pull", "--server", server.address(), "--username", "maya", "--content", "export"],
                environment: ["TRIBEHUB_PASSWORD": ReplayServer.password])
            Thread.sleep(forTimeInterval: Double(tenth) / 10)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            _ = try Self.expectWhole(cli, old: old, new: new, "killed after \(tenth)/10 s")
        }
    }
}
