import Foundation
import TribeCalendars
import TribeData
import TribeRecurrence
import TribeTemplates

/// Other people's calendars as the pages show them: each one's events on the family's days,
/// read once per build from `content/calendars/`.
public struct OverlaySet: Sendable {
    /// One calendar and its events in the days read.
    public struct Calendar: Sendable {
        public let overlay: CalendarOverlay
        /// Its place in `site.json`'s list, for its mark.
        public let index: Int
        /// `#rrggbb`: the one `site.json` gives, else one of TribePress's own.
        public let color: String
        public let events: [OverlayEvent]
    }

    /// A shaded calendar's name for a day, in small type on the sheets.
    struct Shade: Sendable, Hashable {
        let calendar: Int
        let summary: String
        /// Whether the day is the first of the event, where its name is written.
        let starts: Bool
    }

    public let calendars: [Calendar]
    /// Each day's shades, in `site.json`'s order of calendars.
    let shades: [LocalDate: [Shade]]

    public static let none = OverlaySet(calendars: [])

    init(calendars: [Calendar]) {
        self.calendars = calendars
        var shades: [LocalDate: [Shade]] = [:]
        for calendar in calendars where calendar.overlay.style == .shade {
            for event in calendar.events {
                var day = event.days.lowerBound
                while day <= event.days.upperBound {
                    let shade = Shade(
                        calendar: calendar.index, summary: event.summary,
                        starts: day == event.days.lowerBound && !event.startsBefore)
                    if !(shades[day]?.contains { $0.calendar == shade.calendar && $0.summary == shade.summary } ?? false)
                    {
                        shades[day, default: []].append(shade)
                    }
                    day = day.adding(days: 1)
                }
            }
        }
        self.shades = shades
    }

    /// The events of `list` calendars (and of `shade` ones too, with `shaded`), each with its
    /// calendar, in order.
    func events(shaded: Bool) -> [(calendar: Calendar, event: OverlayEvent)] {
        calendars.filter { shaded || $0.overlay.style == .list }
            .flatMap { calendar in calendar.events.map { (calendar, $0) } }
    }

    /// Reads every calendar `calendars` lists from `folder/calendars/`, laid on `days` of
    /// `timeZone`; each problem is logged with the file and, where known, its line.
    static func load(
        _ calendars: [CalendarOverlay], contentFolder folder: String, fileIO: FileIO, days: ClosedRange<LocalDate>,
        timeZone: TimeZone, log: DiagnosticLog
    ) -> OverlaySet {
        var read: [Calendar] = []
        for (index, overlay) in calendars.enumerated() {
            let path = "\(folder)/\(CalendarOverlay.folder)/\(overlay.file)"
            let bytes: [UInt8]
            do {
                guard fileIO.kind(path) == .file else { throw FileIOError.unreadable(path) }
                bytes = try fileIO.read(path)
            } catch let error as FileIOError where error.isTooLarge {
                log.error("cannot read the calendar \(overlay.name.quotedForMessage): \(error)", file: path)
                continue
            } catch {
                log.append(
                    Diagnostic(
                        severity: .error, file: path,
                        message:
                            "the calendar \(overlay.name.quotedForMessage) that site.json lists is "
                            + (fileIO.describe(path).map { "\($0), not a file" } ?? "missing")
                            + (overlay.url != nil ? "; `tribepress fetch` downloads it" : "")))
                continue
            }
            switch OverlayReader.read(bytes, days: days, timeZone: timeZone) {
            case .success(let events):
                read.append(
                    Calendar(
                        overlay: overlay, index: index,
                        color: overlay.color ?? Self.palette[index % Self.palette.count],
                        events: events))
            case .failure(let problem):
                log.append(
                    Diagnostic(
                        severity: .error, file: path,
                        location: problem.line.map { SourceLocation(line: $0, column: 1) },
                        message: problem.message))
            }
        }
        return OverlaySet(calendars: read)
    }

    /// The colour of the calendar at `index` in `site.json`'s list.
    func color(of index: Int) -> String {
        calendars.first { $0.index == index }?.color ?? Self.palette[0]
    }

    /// The name of the calendar at `index` in `site.json`'s list.
    func name(of index: Int) -> String {
        calendars.first { $0.index == index }?.overlay.name ?? ""
    }

    /// Each calendar's line in a sheet's legend: a swatch for a shaded one, its mark for a listed one.
    var legend: TemplateValue {
        .list(
            calendars.map {
                [
                    "name": .text($0.overlay.name), "color": .text($0.color),
                    "shade": .bool($0.overlay.style == .shade), "mark": .text(PlannerGlyphs.calendarMark),
                ]
            })
    }

    /// The days any page shows: the planner's sheets and the home page's fortnight.
    static func days(of settings: SiteSettings) -> ClosedRange<LocalDate>? {
        let today = settings.localNow.date
        let home = today...today.adding(days: IndexPage.daysAhead - 1)
        guard let planner = PlannerPages.dayRange(of: settings) else { return home }
        return min(planner.lowerBound, home.lowerBound)...max(planner.upperBound, home.upperBound)
    }

    /// Colours for calendars that name none: light enough to shade a day and keep its text legible.
    static let palette = ["#8fb8de", "#f2c14e", "#9bd19d", "#e59c9c", "#c3a6dd", "#f0a35e"]
}
