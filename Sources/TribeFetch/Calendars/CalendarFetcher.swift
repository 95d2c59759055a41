import Foundation
import TribeCalendars
import TribeData
import TribeRecurrence

/// `fetch-calendars`: downloads each calendar `site.json` gives an address for into
/// `content/calendars/`, replacing the copy there only with a file that reads as a calendar.
///
/// Builds never go online: they read these copies, so a build stays deterministic and a
/// publisher's broken day costs the family nothing but fresh dates.
public struct CalendarFetcher: Sendable {
    /// Downloads `url` into the file at `path`, or throws what went wrong.
    public var download: @Sendable (_ url: String, _ path: String) throws -> Void
    public var fileIO: FileIO

    public init(fileIO: FileIO = .disk, download: (@Sendable (String, String) throws -> Void)? = nil) {
        self.fileIO = fileIO
        self.download = download ?? Self.curl
    }

    /// What happened to one calendar.
    public struct Outcome: Sendable, Hashable {
        public enum Result: Sendable, Hashable {
            case updated(bytes: Int)
            case unchanged
            /// The download or the file failed; `kept` says whether an earlier copy remains.
            case failed(reason: String, kept: Bool)
        }

        public let calendar: CalendarOverlay
        public let path: String
        public let result: Result
    }

    /// Fetches every calendar with a `url` in `contentFolder`'s `site.json`; the problems
    /// of `site.json` itself come back as diagnostics and stop everything.
    public func fetch(contentFolder: String) -> (outcomes: [Outcome], diagnostics: [Diagnostic]) {
        let (configuration, diagnostics) = SiteConfiguration.load(from: contentFolder, fileIO: fileIO)
        guard !diagnostics.containsErrors else { return ([], diagnostics) }
        let folder = "\(contentFolder)/\(CalendarOverlay.folder)"
        var outcomes: [Outcome] = []
        for calendar in configuration.calendars {
            guard let url = calendar.downloadURL else { continue }
            let path = "\(folder)/\(calendar.file)"
            outcomes.append(Outcome(calendar: calendar, path: path, result: fetch(url, into: path, folder: folder)))
        }
        return (outcomes, diagnostics)
    }
}

private extension CalendarFetcher {
    func fetch(_ url: String, into path: String, folder: String) -> Outcome.Result {
        let kept = fileIO.kind(path) == .file
        // Downloaded beside the copy and renamed over it, so the copy is never half-written.
        let partial = "\(folder)/.\(URL(fileURLWithPath: path).lastPathComponent).download"
        defer { try? fileIO.remove(partial) }
        do {
            try fileIO.createFolder(folder)
            try download(url, partial)
            let bytes = try fileIO.read(partial)
            // Read as a build would, over one day (any will do), so a page of HTML or a broken
            // file is refused before it replaces anything.
            let oneDay = LocalDate(year: 2000, month: 1, day: 1).map { $0...$0 }
            if let oneDay, case .failure(let problem) = OverlayReader.read(bytes, days: oneDay, timeZone: .gmt) {
                let line = problem.line.map { "line \($0): " } ?? ""
                return .failed(
                    reason: "the download is not a calendar TribePress can read (\(line)\(problem.message))", kept: kept
                )
            }
            if kept, let old = try? fileIO.read(path), old == bytes { return .unchanged }
            try fileIO.move(partial, path)
            try fileIO.sync(path)
            return .updated(bytes: bytes.count)
        } catch {
            return .failed(reason: "\(error)", kept: kept)
        }
    }

    /// Downloads with curl: the release binary links no networking library of its own.
    static let curl: @Sendable (String, String) throws -> Void = { url, path in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "curl", "--fail", "--silent", "--show-error", "--location", "--proto", "=http,https", "--max-time", "60",
            "--max-filesize", "\(OverlayReader.maximumBytes)", "--output", path, "--", url,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw FetchError(description: "curl could not be started (\(error)); install curl")
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let reason = message.trimmingCharacters(in: .whitespacesAndNewlines)
            throw FetchError(
                description: process.terminationStatus == 127
                    ? "curl is not installed" : reason.isEmpty ? "curl failed (\(process.terminationStatus))" : reason)
        }
    }

    struct FetchError: Error, CustomStringConvertible {
        let description: String
    }
}
