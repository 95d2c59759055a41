import Foundation
import Testing
import TribePressTestSupport
import Yams

/// `scripts/install` and `action.yml`, against a local server laid out as GitHub's releases.
///
/// The releases here hold a stand-in executable that prints its version: what is tested is the
/// installer's part (finding, downloading, checking, placing). `scripts/test` installs the real
/// archive the same way and builds the sample with it.
@Suite struct InstallerTests {
    static let installer = CommandRunner.packageRoot.appendingPathComponent("scripts/install").path

    @Test func installsTheVersionAskedForWithItsDocuments() throws {
        let releases = try Releases(["0.1.0", "0.2.0"])
        defer { releases.remove() }
        let result = try releases.install(["--version", "0.1.0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try releases.installedVersion() == "0.1.0")
        #expect(FileManager.default.fileExists(atPath: releases.prefix.path + "/share/doc/tribepress/README.md"))
        #expect(result.stderr.contains("tribepress 0.1.0 installed in \(releases.prefix.path)/bin"))
    }

    @Test func latestIsTheNewestRelease() throws {
        let releases = try Releases(["0.1.0", "0.10.0", "0.2.0"])
        defer { releases.remove() }
        let resolved = try releases.install(["--resolve", "latest"])
        #expect(resolved.stdout == "version=0.10.0\n", "\(resolved.stderr)")
        #expect(try releases.install([]).status == 0)
        #expect(try releases.installedVersion() == "0.10.0")
    }

    @Test func aChecksumMismatchInstallsNothingAndKeepsWhatWasThere() throws {
        let releases = try Releases(["0.1.0", "0.2.0"])
        defer { releases.remove() }
        #expect(try releases.install(["--version", "0.1.0"]).status == 0)
        // The archive changed after its checksum was published.
        let archive = releases.dist.appendingPathComponent(Releases.archiveName("0.2.0"))
        var bytes = try Data(contentsOf: archive)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: archive)
        let result = try releases.install(["--version", "0.2.0"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("but the release says"), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was installed"))
        #expect(try releases.installedVersion() == "0.1.0")
        let bin = try FileManager.default.contentsOfDirectory(atPath: releases.prefix.path + "/bin")
        #expect(bin == ["tribepress"])
    }

    @Test func anUnknownVersionSaysWhatWasMissingAndInstallsNothing() throws {
        let releases = try Releases(["0.1.0"])
        defer { releases.remove() }
        let result = try releases.install(["--version", "9.9.9"])
        #expect(result.status != 0)
        let name = Releases.archiveName("9.9.9")
        #expect(
            result.stderr.contains(
                "no tribepress 9.9.9 for linux-\(try Releases.arch()) at \(releases.server.address)/releases/download/v9.9.9/\(name)"
            ),
            "\(result.stderr)")
        #expect(result.stderr.contains("404"))
        #expect(!FileManager.default.fileExists(atPath: releases.prefix.path))
        // Not a version at all.
        let nonsense = try releases.install(["--version", "1.2; rm -rf /"])
        #expect(nonsense.status != 0)
        #expect(nonsense.stderr.contains("is not a version such as 0.1.0"))
    }

    @Test func aSecondRunDownloadsNothingAndChangesNothing() throws {
        let releases = try Releases(["0.1.0"])
        defer { releases.remove() }
        #expect(try releases.install(["--version", "0.1.0"]).status == 0)
        let binary = releases.prefix.path + "/bin/tribepress"
        let before = try Self.identity(binary)
        let asked = try releases.server.paths().count
        let again = try releases.install(["--version", "0.1.0"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("tribepress 0.1.0 is already in"), "\(again.stderr)")
        #expect(try releases.server.paths().count == asked)
        #expect(try Self.identity(binary) == before)
        // With latest, the one question is which release is the newest.
        #expect(try releases.install([]).status == 0)
        #expect(try releases.server.paths().dropFirst(asked) == ["/releases/latest"])
        #expect(try Self.identity(binary) == before)
    }

    /// The file's inode and modification time: the same file, not rewritten.
    static func identity(_ path: String) throws -> [Int] {
        let status = try fileStatus(path)
        return [Int(status.st_ino), status.st_mtim.tv_sec, status.st_mtim.tv_nsec]
    }

    /// The action's steps, run as GitHub Actions runs a composite action's `run` steps; the
    /// cache step is GitHub's own and is left out.
    @Test func theActionInstallsTheReleaseAndPutsItOnThePath() throws {
        let releases = try Releases(["0.1.0", "0.2.0"])
        defer { releases.remove() }
        let action = try #require(
            try Yams.load(
                yaml: String(
                    contentsOf: CommandRunner.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8))
                as? [String: Any])
        let steps = try #require((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
        let files = releases.folder
        let output = files.appendingPathComponent("output")
        let path = files.appendingPathComponent("path")
        for file in [output, path] { try Data().write(to: file) }
        let actions = [
            "GITHUB_ACTION_PATH": CommandRunner.packageRoot.path, "GITHUB_OUTPUT": output.path,
            "GITHUB_PATH": path.path, "RUNNER_TOOL_CACHE": files.appendingPathComponent("tool-cache").path,
            "RUNNER_OS": "Linux", "TRIBEPRESS_RELEASES": releases.server.address + "/releases",
            "PATH": "/usr/bin:/bin", "HOME": files.path,
        ]
        for step in steps {
            guard let script = step["run"] as? String else { continue }
            let outputs = try String(contentsOf: output, encoding: .utf8)
            let resolved = outputs.split(separator: "\n").first { $0.hasPrefix("version=") }.map {
                String($0.dropFirst(8))
            }
            var environment = actions
            for (key, value) in step["env"] as? [String: String] ?? [:] {
                environment[key] = value.replacingOccurrences(of: "${{ inputs.version }}", with: "latest")
                    .replacingOccurrences(of: "${{ steps.resolve.outputs.version }}", with: resolved ?? "")
                    .replacingOccurrences(of: "${{ github.action_repository }}", with: "tribepress/tribepress")
            }
            let result = try ProcessRunner.run(
                URL(fileURLWithPath: "/bin/bash"), ["-e", "-c", script], environment: environment)
            #expect(result.status == 0, "\(step["name"] ?? step["id"] ?? "a step"): \(result.errors)")
        }
        let added = try String(contentsOf: path, encoding: .utf8).trimmingCharacters(in: .newlines)
        #expect(added == files.path + "/tool-cache/tribepress/0.2.0/bin")
        #expect(try ProcessRunner.output(of: added + "/tribepress", ["--version"]) == "0.2.0\n")
    }
}

/// A folder of releases, as `scripts/package` names them, served as GitHub serves a
/// repository's releases; and a prefix to install into.
private struct Releases {
    let folder: URL
    let dist: URL
    let prefix: URL
    let server: ReleaseServer

    init(_ versions: [String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tribepress-releases-\(UUID().uuidString)")
        dist = folder.appendingPathComponent("dist")
        prefix = folder.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        for version in versions { try Self.make(version, in: dist) }
        server = try ReleaseServer(dist: dist, log: folder.appendingPathComponent("requests.log"))
    }

    static func arch() throws -> String {
        let machine = try ProcessRunner.output(of: "/usr/bin/uname", ["-m"]).trimmingCharacters(in: .newlines)
        return ["amd64": "x86_64", "arm64": "aarch64"][machine] ?? machine
    }

    static func archiveName(_ version: String) -> String {
        "tribepress-\(version)-linux-\((try? arch()) ?? "unknown").tar.gz"
    }

    /// An archive laid out as a release's, its executable a script that prints `version`.
    static func make(_ version: String, in dist: URL) throws {
        let files = dist.appendingPathComponent(".files-\(version)")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        try "#!/bin/sh\necho \(version)\n".write(
            to: files.appendingPathComponent("tribepress"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: files.path + "/tribepress")
        try "# TribePress \(version)\n".write(
            to: files.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let name = archiveName(version)
        _ = try ProcessRunner.output(
            of: "/bin/tar", ["-czf", dist.path + "/" + name, "-C", files.path, "tribepress", "README.md"])
        let sum = try ProcessRunner.output(of: "/usr/bin/sha256sum", [dist.path + "/" + name])
        try (String(sum.prefix(64)) + "  " + name + "\n").write(
            to: dist.appendingPathComponent(name + ".sha256"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: files)
    }

    func install(_ arguments: [String]) throws -> CommandRunner.Result {
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/bash"), [InstallerTests.installer] + arguments + ["--prefix", prefix.path],
            environment: [
                "TRIBEPRESS_RELEASES": server.address + "/releases", "PATH": "/usr/bin:/bin", "HOME": folder.path,
            ])
        return CommandRunner.Result(status: result.status, stdout: result.output, stderr: result.errors)
    }

    func installedVersion() throws -> String {
        try ProcessRunner.output(of: prefix.path + "/bin/tribepress", ["--version"]).trimmingCharacters(in: .newlines)
    }

    func remove() {
        server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// `Tests/Fixtures/releases/release_server.py` on a free port of 127.0.0.1.
private final class ReleaseServer {
    let process: Process
    let address: String
    let log: URL

    init(dist: URL, log: URL) throws {
        self.log = log
        let script = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/releases/release_server.py")
        let line: String
        (process, line) = try ProcessRunner.startServer(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-u", script.path, "--dist", dist.path, "--log", log.path])
        guard line.hasPrefix("PORT "), let port = Int(line.dropFirst(5)) else {
            ProcessRunner.stop(process)
            throw ProcessRunner.Failure(description: "the release server did not start: \(line)")
        }
        address = "http://127.0.0.1:\(port)"
    }

    /// The path of every request so far, in order.
    func paths() throws -> [String] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map {
            let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String]
            return object?["path"] ?? ""
        }
    }

    func stop() { ProcessRunner.stop(process) }
}
