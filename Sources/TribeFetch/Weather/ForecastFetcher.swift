import Foundation
import TribeData
import TribeRecurrence

/// Fetches the forecasts for home and for trips about to happen into `content/weather/`, as
/// MET Norway's terms of service ask of a client.
///
/// - Every request names TribePress, its version and the family's contact (`User-Agent`).
/// - Coordinates carry four decimals at most.
/// - No request before the saved answer's `Expires`; after it, `If-Modified-Since` with its
///   `Last-Modified`, so an unchanged forecast costs a 304.
/// - Answers come compressed with gzip.
/// - A 429 (throttled) or a 203 (a deprecated or beta version) is backed off from: no request
///   until a time that doubles with each one in a row. A 429 stops the run's other requests
///   too, as the service throttles a client, not a place.
///
/// A forecast replaces the saved one only when it reads as a Locationforecast answer with
/// sensible values; whatever fails, the saved copy stays as it was, so the build still works.
public struct ForecastFetcher: Sendable {
    /// Sends one request: the shared `WebClient` outside tests.
    public var send: @Sendable (WebRequest) async throws -> WebResponse
    /// Seconds since 1970, now.
    public var now: @Sendable () -> Int
    public var fileIO: FileIO

    public init(
        fileIO: FileIO = .disk, now: @escaping @Sendable () -> Int,
        send: @escaping @Sendable (WebRequest) async throws -> WebResponse
    ) {
        self.fileIO = fileIO
        self.now = now
        self.send = send
    }

    /// The shortest back-off, seconds, after a 429 or a 203 that gives no `Retry-After`.
    public static let firstBackoff = 600
    /// The longest back-off, seconds.
    public static let longestBackoff = 6 * 3_600

    /// What happened to one place's forecast.
    public struct Outcome: Sendable, Hashable {
        public enum Result: Sendable, Hashable {
            /// A new forecast saved.
            case updated(bytes: Int)
            /// The service said the saved one is current (304).
            case notModified
            /// Not asked: the saved forecast is current until its `Expires`.
            case current(until: Int)
            /// Not asked: the service asked TribePress to wait until then.
            case waiting(until: Int)
            /// Nothing new; `kept` says whether a saved forecast remains.
            case failed(reason: String, kept: Bool)
        }

        public let place: WeatherPlace
        /// The forecast's path, `content/weather/home.json`.
        public let path: String
        public let result: Result
        /// Something the family should know though the forecast was saved (a 203).
        public let warning: String?
    }

    /// Fetches each of `places` into `contentFolder`'s `weather/` from the service at
    /// `source`, as `userAgent` (`userAgent(version:contact:)`).
    public func fetch(_ places: [WeatherPlace], source: String, userAgent: String, contentFolder: String) async
        -> [Outcome]
    {
        let folder = "\(contentFolder)/\(WeatherPlace.folder)"
        var outcomes: [Outcome] = []
        // The latest wait any saved record asks for holds for every place: the service judges
        // the client, and the same product serves them all.
        let now = self.now()
        var throttledUntil = places.compactMap { savedRecord("\(folder)/\($0.recordFile)")?.notBefore }
            .filter { $0 > now }.max()
        for place in places {
            if let until = throttledUntil {
                outcomes.append(
                    Outcome(place: place, path: "\(folder)/\(place.file)", result: .waiting(until: until), warning: nil)
                )
                continue
            }
            let (outcome, throttled) = await fetch(place, source: source, userAgent: userAgent, folder: folder)
            outcomes.append(outcome)
            throttledUntil = throttled
        }
        return outcomes
    }

    /// The `User-Agent` MET's terms ask for: the application, its version and a contact.
    public static func userAgent(version: String, contact: String) -> String {
        "TribePress/\(version) \(contact)"
    }
}

private extension ForecastFetcher {
    /// What happened to `place`'s forecast, and, when the service throttles TribePress, the time
    /// before which nothing more may be asked.
    func fetch(_ place: WeatherPlace, source: String, userAgent: String, folder: String) async -> (
        Outcome, throttled: Int?
    ) {
        let path = "\(folder)/\(place.file)"
        let recordPath = "\(folder)/\(place.recordFile)"
        let kept = fileIO.kind(path) == .file
        let saved = savedRecord(recordPath)
        // A record of another place says nothing of this one's forecast.
        let record = saved.flatMap { $0.isFor(place.point) ? $0 : nil }
        let now = self.now()
        let outcome = { (result: Outcome.Result, warning: String?) -> (Outcome, throttled: Int?) in
            (Outcome(place: place, path: path, result: result, warning: warning), nil)
        }
        if let notBefore = saved?.notBefore, notBefore > now {
            return (Outcome(place: place, path: path, result: .waiting(until: notBefore), warning: nil), notBefore)
        }
        if kept, let expires = record?.expires, expires > now { return outcome(.current(until: expires), nil) }

        let query = "lat=\(place.point.latitudeText)&lon=\(place.point.longitudeText)"
        guard let address = WebAddress(source + (source.contains("?") ? "&" : "?") + query) else {
            return outcome(.failed(reason: "weather_source is not an http or https address", kept: kept), nil)
        }
        var headers = [(name: "User-Agent", value: userAgent), (name: "Accept", value: "application/json")]
        if kept, let lastModified = record?.lastModified { headers.append(("If-Modified-Since", lastModified)) }
        var request = WebRequest(.get, address, headers: headers)
        request.name = "the forecast at \(address.origin)"
        // Compressed, as MET Norway's terms ask: a tenth of the bytes.
        request.acceptsCompression = true
        let response: WebResponse
        do {
            response = try await send(request)
        } catch {
            return outcome(.failed(reason: "\(error)", kept: kept), nil)
        }
        let fresh = ForecastRecord(
            latitude: place.point.latitudeText, longitude: place.point.longitudeText,
            expires: response.headers["expires"].flatMap(HTTPDate.seconds),
            lastModified: response.headers["last-modified"] ?? record?.lastModified)
        switch response.status {
        case 304 where kept:
            save(fresh, to: recordPath)
            return outcome(.notModified, nil)
        case 200, 203:
            let log = DiagnosticLog()
            guard LocationForecastReader.read(response.body, file: request.name, log: log) != nil else {
                let problem = log.diagnostics.first { $0.severity == .error }
                return outcome(
                    .failed(
                        reason: "the answer is not a forecast TribePress can use ("
                            + (problem.map(Self.describe) ?? "unreadable") + ")", kept: kept), nil)
            }
            var written = fresh
            var warning: String?
            if response.status == 203 {
                written = backedOff(fresh, after: saved, response: response, now: now)
                warning =
                    "the service marks this version of the forecast deprecated or in trial (203); it was saved, "
                    + "but check weather_source against MET Norway's documentation; no request before "
                    + Self.time(written.notBefore ?? now)
            }
            do {
                try fileIO.replace(path, with: response.body)
            } catch {
                return outcome(.failed(reason: "cannot save it: \(error)", kept: kept), nil)
            }
            save(written, to: recordPath)
            return outcome(.updated(bytes: response.body.count), warning)
        case 429:
            // The saved record as it is, a back-off added: its place stays the saved forecast's,
            // even when that is no longer where the family wants one.
            let waited = backedOff(saved ?? fresh, after: saved, response: response, now: now)
            save(waited, to: recordPath)
            let reason =
                "the service asks for fewer requests (429); no request before " + Self.time(waited.notBefore ?? now)
            return (
                Outcome(place: place, path: path, result: .failed(reason: reason, kept: kept), warning: nil),
                waited.notBefore
            )
        case 403:
            return outcome(
                .failed(
                    reason: "the service refused the request (403); MET Norway refuses clients that do not "
                        + "identify themselves or that ask too often; check site.json's contact", kept: kept), nil)
        default:
            return outcome(.failed(reason: "\(request.name): the server answered \(response.status)", kept: kept), nil)
        }
    }

    /// `record` with a request allowed no sooner than `Retry-After` or the doubled back-off,
    /// whichever is later.
    func backedOff(_ record: ForecastRecord, after saved: ForecastRecord?, response: WebResponse, now: Int)
        -> ForecastRecord
    {
        var record = record
        let previous = saved.map { $0.notBefore == nil ? 0 : $0.backoff } ?? 0
        let doubled = min(max(Self.firstBackoff, previous * 2), Self.longestBackoff)
        let asked = response.headers["retry-after"].flatMap { Int($0) ?? HTTPDate.seconds($0).map { $0 - now } } ?? 0
        let wait = min(max(doubled, asked), 7 * 86_400)
        record.backoff = doubled
        record.notBefore = now + wait
        return record
    }

    /// The record at `path`, or nil when there is none or it does not read (then it is as if
    /// none were saved: the next request is unconditional).
    func savedRecord(_ path: String) -> ForecastRecord? {
        (try? fileIO.read(path)).flatMap { ForecastRecord.read($0, file: path, log: DiagnosticLog()) }
    }

    /// Saves the record; one that cannot be written costs only a request the next run makes
    /// sooner, never the forecast.
    func save(_ record: ForecastRecord, to path: String) {
        try? fileIO.replace(path, with: record.json)
    }

    static func describe(_ diagnostic: Diagnostic) -> String {
        var place = ""
        if let location = diagnostic.location { place += "line \(location.line):\(location.column) " }
        if let path = diagnostic.path, !path.components.isEmpty { place += "at \(path) " }
        return (place.isEmpty ? "" : place.dropLast() + ": ") + diagnostic.message
    }

    /// `2026-11-29 10:53 UTC`.
    static func time(_ seconds: Int) -> String {
        let time = LocalDateTime(wallSeconds: seconds)
        return "\(time.date) \(String(time.description.dropFirst(11).prefix(5))) UTC"
    }
}
