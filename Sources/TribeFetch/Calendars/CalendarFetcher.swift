import Foundation
import TribeCalendars
import TribeData
import TribeRecurrence

/// `fetch`'s calendars: downloads each calendar `site.json` gives an address for into
/// `content/calendars/`, replacing the copy there only with a file that reads as a calendar.
///
/// Builds never go online: they read these copies, so a build stays deterministic and a
/// publisher's broken day costs the family nothing but fresh dates.
public struct CalendarFetcher: Sendable {
    /// Downloads `url` and returns its bytes, or throws what went wrong.
    public var download: @Sendable (_ url: String) async throws -> [UInt8]
    public var fileIO: FileIO

    public init(fileIO: FileIO = .disk, download: @escaping @Sendable (String) async throws -> [UInt8]) {
        self.fileIO = fileIO
        self.download = download
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
    public func fetch(contentFolder: String) async -> (outcomes: [Outcome], diagnostics: [Diagnostic]) {
        let (configuration, diagnostics) = SiteConfiguration.load(from: contentFolder, fileIO: fileIO)
        guard !diagnostics.containsErrors else { return ([], diagnostics) }
        let folder = "\(contentFolder)/\(CalendarOverlay.folder)"
        var outcomes: [Outcome] = []
        for calendar in configuration.calendars {
            guard let url = calendar.downloadURL else { continue }
            let path = "\(folder)/\(calendar.file)"
            outcomes.append(
                Outcome(calendar: calendar, path: path, result: await fetch(url, into: path)))
        }
        return (outcomes, diagnostics)
    }
}

extension CalendarFetcher {
    /// Downloads with the shared client: redirects to any host followed, plain `http` allowed
    /// (a published calendar carries nothing secret, and what comes is checked before it
    /// replaces anything), at most `OverlayReader.maximumBytes`. A user name and password in
    /// the address are sent as HTTP basic authentication, to that origin only.
    ///
    /// Messages name the calendar's host, never its path or query: a private calendar's address
    /// holds its secret there, and messages end up in CI logs.
    public static func downloading(with client: WebClient) -> @Sendable (String) async throws -> [UInt8] {
        { url in
            var components = URLComponents(string: url)
            let user = components?.user
            let password = components?.password
            components?.user = nil
            components?.password = nil
            guard let plain = components?.string, let address = WebAddress(plain) else {
                throw WebFailure.refusedAddress(
                    address: "the calendar's address", reason: "not an http or https address")
            }
            var headers = [(name: "Accept", value: "text/calendar, */*;q=0.5")]
            if let user {
                let credentials = Data(
                    "\(user.removingPercentEncoding ?? user):\(password?.removingPercentEncoding ?? "")".utf8)
                headers.append(("Authorization", "Basic " + credentials.base64EncodedString()))
            }
            var request = WebRequest(.get, address, headers: headers)
            request.name = "the calendar at \(address.origin)"
            let response = try await client.send(
                request, redirects: .anyHost, plaintext: .allowed, maximumBytes: OverlayReader.maximumBytes)
            guard response.status == 200 else {
                throw WebFailure.status(request: request.name, status: response.status)
            }
            return response.body
        }
    }
}

private extension CalendarFetcher {
    func fetch(_ url: String, into path: String) async -> Outcome.Result {
        let kept = fileIO.kind(path) == .file
        do {
            let bytes = try await download(url)
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
            // Never half-written, even by an interrupted run.
            try fileIO.replace(path, with: bytes)
            return .updated(bytes: bytes.count)
        } catch {
            return .failed(reason: "\(error)", kept: kept)
        }
    }
}
