import ArgumentParser
import TribeConcurrency
import TribeData
import TribeRecurrence
import TribeSite

/// Options every command that reads the content shares.
struct InputOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("The content folder: a TribeHub export or a TribePress tribe.json.", valueName: "folder"))
    var content = "content"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The templates folder (default: templates where it exists, else the built-in templates).",
            valueName: "folder"))
    var templates: String?

    @Option(
        name: .long,
        help: ArgumentHelp("The tribe's IANA time zone (overrides site.json), e.g. Europe/London.", valueName: "zone"))
    var timeZone: String?

    @Option(name: .long, help: ArgumentHelp("Where the site is published (overrides site.json).", valueName: "url"))
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp("The site's title (overrides site.json).", valueName: "text"))
    var title: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "What counts as now: 2026-11-22, 2026-11-22T10:00:00 (local) or 2026-11-22T10:00:00Z. Default: SOURCE_DATE_EPOCH, else the clock.",
            valueName: "date"
        )
    )
    var now: String?

    @Flag(name: .long, help: "Treat warnings as errors.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print problems only, no summary.")
    var quiet = false

    @Flag(
        name: .long,
        help: "Print the secret address of the site or its subscribe page in the summary (kept out of it by default).")
    var showSecrets = false

    func validate() throws {
        try Self.validate(timeZone: timeZone, now: now)
        if let problem = Workers.problem { throw ValidationError(problem) }
        if let baseURL, SiteConfiguration.normalizedBaseURL(baseURL) == nil {
            throw ValidationError("--base-url expects an absolute http or https URL, found \(baseURL.quotedForMessage)")
        }
    }
}

extension InputOptions {
    /// Checks `--time-zone` and `--now` as every command that takes them does.
    static func validate(timeZone: String?, now: String?) throws {
        if let timeZone, !TimeZoneNames.isKnown(timeZone) {
            var message = "unknown time zone \(timeZone.quotedForMessage); expected an IANA name such as Europe/London"
            if let suggestion = TimeZoneNames.suggestion(for: timeZone) { message += " (did you mean \(suggestion)?)" }
            throw ValidationError(message)
        }
        if let now, !NowParser.isValid(now) {
            throw ValidationError(
                "--now expects a date (2026-11-22), a local date-time (2026-11-22T10:00:00) or an instant "
                    + "(2026-11-22T10:00:00Z), in the years 1 to 9999; found \(now.quotedForMessage)")
        }
    }
}
