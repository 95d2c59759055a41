import ArgumentParser
import Foundation
import TribeData
import TribeFetch
import TribeSite

/// `tribepress fetch`: refresh what a build reads from elsewhere, the other calendars and the
/// forecasts, into the content folder.
struct Fetch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch",
        abstract: "Download the calendars and the weather forecasts site.json asks for into the content folder.",
        discussion: """
            Builds never go online; run this before one to refresh the copies: each calendar site.json gives a url \
            for into content/calendars/, and MET Norway's forecast for home and for every trip of the next nine days \
            into content/weather/. A copy is replaced only by a download that reads as what it should be: when a \
            server is down or sends something else, the last good copy stays and a warning says why. A calendar \
            with no copy at all is an error; a forecast with none is a warning, as the pages are whole without it. \
            A forecast is not asked for again before its Expires time.
            """,
        aliases: ["fetch-calendars"]
    )

    @Option(
        name: .long,
        help: ArgumentHelp("The content folder, whose site.json lists the calendars.", valueName: "folder"))
    var content = "content"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds a connect, or a pause in an answer, may take; a whole answer may take twice as long.",
            valueName: "seconds"))
    var timeout = 30

    @Flag(name: .long, help: "Treat warnings (a copy that could not be refreshed) as errors.")
    var strict = false

    func validate() throws {
        guard (1...3600).contains(timeout) else { throw ValidationError("--timeout expects 1 to 3600 seconds") }
    }

    func run() async throws {
        let client = WebClient(
            timeout: timeout, deadline: timeout * 2, userAgent: "TribePress/\(TribePressVersion.current)",
            environment: ProcessInfo.processInfo.environment)
        let fetcher = CalendarFetcher(download: CalendarFetcher.downloading(with: client))
        let (outcomes, diagnostics) = await fetcher.fetch(contentFolder: content)
        for diagnostic in diagnostics { Console.printError(diagnostic.description) }
        if diagnostics.containsErrors {
            await client.shutdown()
            throw ExitCode(65)
        }
        var tally = Tally()
        for outcome in outcomes { tally.report(outcome) }
        let forecasts = await fetchForecasts(client: client)
        await client.shutdown()
        for outcome in forecasts.outcomes { tally.report(outcome) }
        tally.errors += forecasts.errors
        if outcomes.isEmpty, forecasts.outcomes.isEmpty, forecasts.errors == 0 {
            Console.printError(
                "Nothing to fetch: no calendar in \(content)/site.json has a url, and site.json gives no location.")
        }
        if tally.errors > 0 || (strict && tally.warnings > 0) { throw ExitCode(65) }
    }
}

private extension Fetch {
    /// The forecasts for home and the next nine days' trips; an error without a contact.
    func fetchForecasts(client: WebClient) async -> (outcomes: [ForecastFetcher.Outcome], errors: Int) {
        let loaded = try? ContentLoader().load(from: content)
        guard let loaded else { return ([], 0) }
        let settings = loaded.configuration.weather
        let zone =
            (loaded.configuration.timeZone ?? loaded.tribe?.timeZone).flatMap(TimeZone.init(identifier:)) ?? .gmt
        let now = Int(Date().timeIntervalSince1970)
        let today = BuildInstant(secondsSinceEpoch: now, origin: .systemClock).wallClock(in: zone).date
        let places = WeatherPlace.all(
            settings, trips: loaded.tribe?.trips ?? [],
            overlapping: today...today.adding(days: WeatherPlace.tripDaysAhead - 1))
        guard !places.isEmpty else { return ([], 0) }
        guard let contact = settings.contact else {
            Console.printError(
                "\(content)/site.json: error: no contact for the weather service: MET Norway's terms ask every client "
                    + "to say who runs it, and block those that do not; add \"contact\" with an e-mail or web address "
                    + "the service can reach you at, like \"contact\": \"family@example.org\"")
            return ([], 1)
        }
        if loaded.tribe == nil {
            Console.printError(
                "\(content): warning: the family's data has errors, so only home's forecast is fetched "
                    + "(`tribepress check` says what is wrong)")
        }
        let fetcher = ForecastFetcher(
            now: { Int(Date().timeIntervalSince1970) },
            send: { request in
                try await client.send(
                    request, redirects: .anyHost, plaintext: .allowed, maximumBytes: LocationForecastReader.maximumBytes
                )
            })
        let outcomes = await fetcher.fetch(
            places, source: settings.source,
            userAgent: ForecastFetcher.userAgent(version: TribePressVersion.current, contact: contact),
            contentFolder: content)
        return (outcomes, 0)
    }
}

/// What `fetch` said of each copy, counted.
private struct Tally {
    var warnings = 0
    var errors = 0

    mutating func report(_ outcome: CalendarFetcher.Outcome) {
        let name = "\(outcome.calendar.name.quotedForMessage) (\(outcome.path))"
        switch outcome.result {
        case .updated(let bytes): Console.printError("Fetched \(name): \(bytes) bytes.")
        case .unchanged: Console.printError("Fetched \(name): unchanged.")
        case .failed(let reason, let kept): failed(outcome.path, reason: reason, kept: kept)
        }
    }

    mutating func report(_ outcome: ForecastFetcher.Outcome) {
        let name = "the forecast for \(outcome.place.name.quotedForMessage) (\(outcome.path))"
        switch outcome.result {
        case .updated(let bytes): Console.printError("Fetched \(name): \(bytes) bytes.")
        case .notModified: Console.printError("Fetched \(name): unchanged (304).")
        case .current(let until):
            Console.printError("Kept \(name): current until \(HTTPDate.text(until)), so not asked again yet.")
        case .waiting(let until):
            Console.printError(
                "Kept \(name): the service asked TribePress to wait (a 429 or a 203), so not asked again before "
                    + "\(HTTPDate.text(until)).")
        case .failed(let reason, true): failed(outcome.path, reason: reason, kept: true)
        case .failed(let reason, false):
            // A build without it shows no weather there, and is otherwise whole: not an error.
            warnings += 1
            Console.printError(
                "\(outcome.path): warning: could not fetch: \(reason); the pages show no weather for "
                    + "\(outcome.place.name.quotedForMessage) until a fetch succeeds")
        }
        if let warning = outcome.warning {
            warnings += 1
            Console.printError("\(outcome.path): warning: \(warning)")
        }
    }

    private mutating func failed(_ path: String, reason: String, kept: Bool) {
        if kept {
            warnings += 1
            Console.printError("\(path): warning: could not refresh: \(reason); kept the last good copy")
        } else {
            errors += 1
            Console.printError("\(path): error: could not fetch: \(reason); there is no copy to build with")
        }
    }
}
