import TribeData
import TribeSchedule

/// The content loaded, validated, its settings resolved and its events ready to expand.
public struct PreparedContent: Sendable {
    public var content: LoadedContent
    public var tribe: Tribe
    public var settings: SiteSettings
    public var schedule: Schedule
    /// Every warning so far (errors stop preparation).
    public var diagnostics: [Diagnostic]

    /// Loads `options.contentFolder` and expands nothing yet; `alsoCheck` lets a caller add its
    /// own checks (the templates) to the same log, so one run reports every problem, and
    /// `whenConfigured` is told `site.json`'s settings as soon as they are read.
    public static func prepare(
        _ options: BuildOptions, fileIO: FileIO, whenConfigured: (SiteConfiguration) -> Void = { _ in },
        alsoCheck: (DiagnosticLog) throws(BuildFailure) -> Void = { _ in }
    ) throws(BuildFailure) -> PreparedContent {
        let content: LoadedContent
        do {
            content = try ContentLoader(fileIO: fileIO).load(
                from: options.contentFolder, whenConfigured: whenConfigured)
        } catch {
            throw .missingInput(error.description)
        }
        let log = DiagnosticLog()
        log.append(contentsOf: content.diagnostics)
        try alsoCheck(log)
        var settings = content.tribe.flatMap {
            SiteSettings.resolve(content: content, tribe: $0, options: options, log: log)
        }
        if var resolved = settings, let days = OverlaySet.days(of: resolved) {
            resolved.overlays = OverlaySet.load(
                content.configuration.calendars, contentFolder: options.contentFolder, fileIO: fileIO, days: days,
                timeZone: resolved.timeZone, log: log)
            settings = resolved
        }
        if var resolved = settings, let tribe = content.tribe {
            resolved.forecasts = WeatherSet.load(
                content.configuration.weather, trips: tribe.trips, contentFolder: options.contentFolder, fileIO: fileIO,
                now: resolved.now.secondsSinceEpoch, today: resolved.localNow.date, timeZone: resolved.timeZone,
                log: log)
            settings = resolved
        }
        guard let tribe = content.tribe, let settings, !log.hasErrors else { throw .invalidInput(log.diagnostics) }
        let schedule = Schedule(tribe: tribe, timeZoneName: settings.timeZoneName, timeZone: settings.timeZone)
        let diagnostics = (log.diagnostics + schedule.diagnostics).sortedForReading()
        if options.strict, !diagnostics.isEmpty { throw .warningsUnderStrict(diagnostics) }
        return PreparedContent(
            content: content, tribe: tribe, settings: settings, schedule: schedule, diagnostics: diagnostics)
    }
}
