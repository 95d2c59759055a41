import Foundation

/// Runs a program for a test and gives back what it printed: the one way the tests start
/// `tribepress`, the Python oracles and the C checkers.
public enum ProcessRunner {
    /// What one run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: Data
        public var stderr: Data

        public var output: String { String(decoding: stdout, as: UTF8.self) }
        public var errors: String { String(decoding: stderr, as: UTF8.self) }
    }

    /// A program that did not end with status 0.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// The package's root, where `content/`, `templates/` and `Tests/Oracles/` are.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The interpreter with the oracles: `TRIBEPRESS_PYTHON`, else the venv `scripts/test` makes.
    public static var python: String {
        ProcessInfo.processInfo.environment["TRIBEPRESS_PYTHON"].flatMap { $0.isEmpty ? nil : $0 }
            ?? packageRoot.appendingPathComponent(".venv/bin/python").path
    }

    /// Starts `executable` and returns the running process, for tests that interrupt it.
    public static func start(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
        standardOutput: FileHandle = .nullDevice, standardError: FileHandle = .nullDevice
    ) throws -> Process {
        let process = make(executable, arguments, in: folder, environment: environment)
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        return process
    }

    /// Starts a server that prints one line when it is ready (its port, say), and returns the
    /// running process with that line; `stop(_:)` ends it.
    public static func startServer(_ executable: URL, _ arguments: [String]) throws -> (Process, String) {
        let process = make(executable, arguments, in: nil, environment: nil)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 0x0A {
            line.append(first)
        }
        return (process, String(decoding: line, as: UTF8.self))
    }

    /// Ends a process started here and waits for it.
    ///
    /// With SIGKILL: the test runner's threads block SIGTERM, and its children inherit the mask.
    public static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs `executable` to its end, feeding it `input`; standard output goes to `standardOutput`
    /// when one is given, else it is returned.
    public static func run(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String]? = nil,
        input: Data? = nil, standardOutput: FileHandle? = nil
    ) throws -> Result {
        let process = make(executable, arguments, in: folder, environment: environment)
        let output = Pipe()
        let errors = Pipe()
        let feed = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = errors
        if input != nil { process.standardInput = feed }
        try process.run()
        if let input {
            // Written on its own thread, so a program that answers as it reads cannot stall on a full pipe.
            let writer = feed.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(input)
                try? writer.close()
            }
        }
        // Both pipes are drained before waiting, so a chatty program cannot fill one and stall.
        let errorReader = ErrorReader(errors.fileHandleForReading)
        let stdout = standardOutput == nil ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        let stderr = errorReader.finish()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// Runs one of `Tests/Oracles/`' Python scripts and returns its standard output; throws
    /// when it fails, with what it said.
    public static func oracle(_ script: String, _ arguments: [String], input: Data? = nil) throws -> Data {
        let result = try run(
            URL(fileURLWithPath: python),
            [packageRoot.appendingPathComponent("Tests/Oracles/\(script)").path] + arguments, input: input)
        guard result.status == 0 else {
            throw Failure(
                description:
                    "\(script) exited \(result.status) (scripts/test sets up .venv with the oracles): \(result.errors.suffix(2000))"
            )
        }
        return result.stdout
    }

    /// `Tests/Oracles/<name>.c` compiled against the system's libical into `folder`; its path.
    public static func libicalOracle(_ name: String, into folder: URL) throws -> String {
        let program = folder.appendingPathComponent(name).path
        let flags = try output(of: "/usr/bin/env", ["pkg-config", "--cflags", "--libs", "libical"]).split(
            whereSeparator: \.isWhitespace
        ).map(String.init)
        _ = try output(
            of: "/usr/bin/env", ["cc", "-O1", "-o", program, packageRoot.path + "/Tests/Oracles/\(name).c"] + flags)
        return program
    }

    /// Runs a program that must succeed and returns its standard output.
    public static func output(of executable: String, _ arguments: [String]) throws -> String {
        let result = try run(URL(fileURLWithPath: executable), arguments)
        guard result.status == 0 else {
            throw Failure(
                description: "\(executable) exited \(result.status): \((result.output + result.errors).suffix(2000))")
        }
        return result.output
    }
}

private extension ProcessRunner {
    static func make(_ executable: URL, _ arguments: [String], in folder: URL?, environment: [String: String]?)
        -> Process
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        return process
    }

    /// Reads a pipe to its end on a thread of its own.
    final class ErrorReader: @unchecked Sendable {
        // `data` is written once by the reading thread before `done` is signalled.
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func finish() -> Data {
            done.wait()
            return data
        }
    }
}
