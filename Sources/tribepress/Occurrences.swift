import ArgumentParser
import Foundation
import TribeData
import TribeSite

/// `tribepress occurrences`: list what the engine expands, for people or scripts.
struct Occurrences: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "occurrences",
        abstract: "List the occurrences of the tribe's events in a window, as text, JSON or CSV."
    )

    @OptionGroup var input: InputOptions

    @Option(
        help: ArgumentHelp(
            "Start of the window (default: the planner's first month). A date, local date-time or instant.",
            valueName: "date"))
    var from: String?

    @Option(
        help: ArgumentHelp("End of the window, exclusive (default: the end of the planner range).", valueName: "date"))
    var to: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only this member's occurrences, as in their feed (id or name; repeatable).", valueName: "member"))
    var member: [String] = []

    @Option(
        name: .long,
        help: ArgumentHelp("Only this category (code such as SPO, or label; repeatable).", valueName: "category"))
    var category: [String] = []

    @Option(name: .long, help: ArgumentHelp("Only this event id (repeatable).", valueName: "id"))
    var event: [Int] = []

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only this trip's occurrences: its travellers', during its days (id or title).", valueName: "trip"))
    var trip: String?

    @Option(name: .long, help: "Output format: text, json or csv.")
    var format: OccurrenceListing.Format = .text

    func validate() throws {
        for (option, value) in [("--from", from), ("--to", to)] {
            if let value, !NowParser.isValid(value) {
                throw ValidationError(
                    "\(option) expects a date (2026-09-01), a local date-time (2026-09-01T08:00:00) or an instant "
                        + "(2026-09-01T07:00:00Z); found \(value.quotedForMessage)")
            }
        }
    }

    func run() throws {
        let options = input.buildOptions(output: "")
        var listing: OccurrenceListing?
        let report = try Console.run {
            let started = DispatchTime.now().uptimeNanoseconds
            let prepared = try PreparedContent.prepare(options, fileIO: .disk)
            let query = OccurrenceQuery(
                from: from, to: to, members: member, categories: category, eventIDs: event, trip: trip)
            listing = try OccurrenceListing.make(prepared, query: query)
            keepUntilExit(prepared)
            return prepared.report(seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        Console.printWarnings(of: report)
        guard let listing else { return }
        var failure: String?
        let count = listing.write(format) { bytes in
            if failure == nil { failure = Console.writeOutput(bytes) }
        }
        keepUntilExit(listing)
        if let failure {
            // A listing cut short must not look like a whole one.
            Console.printError("error: the occurrences could not all be written to standard output: \(failure)")
            throw ExitCode(74)
        }
        if !input.quiet {
            Console.printError(
                "\(count) occurrence\(count == 1 ? "" : "s"); \(String(format: "%.2f s.", report.seconds))")
        }
    }
}

extension OccurrenceListing.Format: ExpressibleByArgument {}
