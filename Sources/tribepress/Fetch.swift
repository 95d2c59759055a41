import ArgumentParser
import Foundation
import TribeData
import TribeFetch
import TribeSite

/// `tribepress fetch-calendars`: download the other calendars `site.json` gives addresses for.
struct FetchCalendars: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch-calendars",
        abstract: "Download the calendars site.json gives a url for into content/calendars/.",
        discussion: """
            Builds never go online; run this before one to refresh the copies. A copy is replaced only by a \
            download that reads as a calendar: when the publisher is down or sends something else, the last \
            good copy stays and a warning says why (an error when there is no copy at all).
            """
    )

    @Option(
        name: .long,
        help: ArgumentHelp("The content folder, whose site.json lists the calendars.", valueName: "folder"))
    var content = "content"

    @Flag(name: .long, help: "Treat warnings (a calendar that could not be refreshed) as errors.")
    var strict = false

    func run() async throws {
        // A connect or a pause of 30 s, a whole calendar in 60 s.
        let client = WebClient(
            timeout: 30, deadline: 60, userAgent: "TribePress/\(TribePressVersion.current)",
            environment: ProcessInfo.processInfo.environment)
        let fetcher = CalendarFetcher(download: CalendarFetcher.downloading(with: client))
        let (outcomes, diagnostics) = await fetcher.fetch(contentFolder: content)
        await client.shutdown()
        for diagnostic in diagnostics { Console.printError(diagnostic.description) }
        if diagnostics.containsErrors { throw ExitCode(65) }
        var warnings = 0
        var errors = 0
        for outcome in outcomes {
            let name = "\(outcome.calendar.name.quotedForMessage) (\(outcome.path))"
            switch outcome.result {
            case .updated(let bytes): Console.printError("Fetched \(name): \(bytes) bytes.")
            case .unchanged: Console.printError("Fetched \(name): unchanged.")
            case .failed(let reason, let kept):
                if kept {
                    warnings += 1
                    Console.printError(
                        "\(outcome.path): warning: could not refresh: \(reason); kept the last good copy")
                } else {
                    errors += 1
                    Console.printError(
                        "\(outcome.path): error: could not fetch: \(reason); there is no copy to build with")
                }
            }
        }
        if outcomes.isEmpty { Console.printError("No calendar in \(content)/site.json has a url; nothing to fetch.") }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(65) }
    }
}
