import TribeConcurrency
import TribeData
import TribeRecurrence
import TribeSchedule
import TribeTemplates

/// The planner's pages as template contexts: one page per month, the whole range in one
/// document for printing, and the agenda every "+N more" points into.
struct PlannerPages: Sendable {
    let tribe: Tribe
    let settings: SiteSettings
    let timeline: Timeline
    /// Each member's template context, made once: every sheet repeats the same few people.
    private let memberContexts: [Int: TemplateValue]
    /// What every sheet's legend explains: members, category glyphs, other calendars, marks.
    /// The same on every sheet of every planner, so made once.
    let legend: TemplateValue
    /// The Mondays that have a week's sheet, which each row's number leads to.
    private let weekMondays: Set<LocalDate>
    /// "+N more" for each N below 100, made once: every month's and week's sheet of every
    /// planner says it for the same few numbers, which made sheet by sheet would be filled in
    /// again thousands of times.
    private let moreTexts: [String]
    /// Each member's trips, in the tribe's order, for their planner.
    private let tripsByMember: [Int: [Trip]]
    /// The QR codes the sheets carry.
    let codes: SheetCodes

    init(tribe: Tribe, settings: SiteSettings, timeline: Timeline, codes: SheetCodes) {
        self.codes = codes
        self.tribe = tribe
        self.settings = settings
        self.timeline = timeline
        let memberContexts = Dictionary(
            tribe.members.map { ($0.id, TemplateValue.object(MemberContext.make($0))) },
            uniquingKeysWith: { first, _ in first })
        self.memberContexts = memberContexts
        legend = Self.legend(
            members: tribe.members.compactMap { memberContexts[$0.id] }, settings: settings)
        weekMondays = Set(WeekPages.weeks(of: settings).map(\.monday))
        moreTexts = (0..<100).map { settings.words(.more, count: $0) }
        tripsByMember = tribe.tripsByBuddy
    }

    static let printPath = OutputPath(fixed: "planner", "print.html")
    /// The agenda's index of months; each month's days are on a page of their own.
    static let agendaPath = OutputPath(fixed: "planner", "agenda.html")

    static func agendaPath(_ month: YearMonth) -> OutputPath {
        OutputPath(fixed: "planner", "agenda", "\(month).html")
    }

    /// Where a day's entry in the agenda is, from a page in `planner/`.
    static func agendaHref(_ day: LocalDate) -> String {
        agendaHead(YearMonth(of: day), prefix: "") + day.description
    }

    /// `agendaHref` up to the day, from a page `prefix` leads to `planner/` from: the month's
    /// page and the start of its anchor.
    static func agendaHead(_ month: YearMonth, prefix: String) -> String {
        "\(prefix)agenda/\(month).html#d-"
    }

    var months: [YearMonth] {
        Self.months(of: settings)
    }

    static func months(of settings: SiteSettings) -> [YearMonth] {
        (0..<settings.plannerMonths).compactMap { settings.plannerStart.adding(months: $0) }
    }

    static func monthPath(_ month: YearMonth) -> OutputPath {
        OutputPath(fixed: "planner", "\(month).html")
    }

    /// Every occurrence of the range, once, ordered.
    func occurrencesInRange() -> [Occurrence] {
        guard let range = Self.range(of: settings) else { return [] }
        return timeline.occurrences(from: range.lowerBound, to: range.upperBound)
    }

    /// The instants the planner's sheets show, from the first sheet's first day to the last one's last.
    static func range(of settings: SiteSettings) -> Range<Int>? {
        dayRange(of: settings).map {
            Timeline.instants(from: $0.lowerBound, through: $0.upperBound, in: settings.timeZone)
        }
    }

    /// The days the planner's sheets show, from the first sheet's first day to the last one's last.
    static func dayRange(of settings: SiteSettings) -> ClosedRange<LocalDate>? {
        let months = months(of: settings)
        guard let first = months.first, let last = months.last else { return nil }
        let endDay = PlannerGrid(month: last, weekStart: settings.weekStart).endDay
        return PlannerGrid(month: first, weekStart: settings.weekStart).firstDay...endDay.adding(days: -1)
    }

    /// A sheet per month; `prefix` leads from the page the sheets are on to `planner/`. Sheets
    /// made `sharedAs` a name are rendered once for every page that shows them. The member
    /// `leavingOut` names, whose planner it is, has no initials on the entries.
    func sheets(
        _ occurrences: [Occurrence], trips: [Trip]? = nil, prefix: String = "", sharedAs scope: String? = nil,
        leavingOut owner: Int? = nil
    ) -> [PlannerSheet] {
        let geometry = PaperGeometry(settings.paper)
        // Working out an occurrence's days takes date arithmetic: do it once, not once a month.
        let spans = occurrences.map(\.dayNumbers)
        // Occurrences come by start, so a month's lie in one stretch that begins the longest
        // span before its first day: found by halving, not by reading every occurrence of the
        // year for each month. Days of other zones' events may break the order; then all are read.
        let byFirstDay = zip(spans, spans.dropFirst()).allSatisfy { $0.lowerBound <= $1.lowerBound }
        let longest = spans.lazy.map { $0.upperBound - $0.lowerBound }.max() ?? 0
        let trips = trips ?? tribe.trips
        let listed = settings.overlays.events(shaded: false).map { (calendar: $0.calendar.index, event: $0.event) }
        // A weekly event's entry looks the same every week of every month: made once a page.
        let made = MadeOnce<ItemLook>()
        return months.concurrentMap { month in
            let grid = PlannerGrid(month: month, weekStart: settings.weekStart)
            let firstDay = grid.firstDay
            let endDay = grid.endDay
            let (first, end) = (firstDay.daysSinceEpoch, endDay.daysSinceEpoch)
            var stretch = spans.indices
            if byFirstDay {
                let low = spans.partitionPoint { $0.lowerBound >= first - longest }
                stretch = low..<max(low, spans.partitionPoint { $0.lowerBound >= end })
            }
            let inMonth = stretch.filter { spans[$0].upperBound >= first && spans[$0].lowerBound < end }
            let layout = PlannerLayout(
                grid: grid, occurrences: inMonth.map { occurrences[$0] }, facts: timeline.facts,
                trips: trips, linesPerCell: geometry.linesPerCell(weeks: grid.weekStarts.count),
                involvement: settings.involvement, dates: settings.dates, words: settings.words,
                listed: listed.filter { $0.event.days.upperBound >= firstDay && $0.event.days.lowerBound < endDay }
            )
            return sheet(layout, geometry: geometry, prefix: prefix, sharedAs: scope, owner: owner, made: made)
        }
    }

    func monthContext(_ sheet: PlannerSheet) -> TemplateValue {
        frame(sheets: [sheet], title: sheet.title, root: "../")
    }

    func printContext(_ sheets: [PlannerSheet]) -> TemplateValue {
        frame(sheets: sheets, title: settings.words(.planner), root: "../")
    }

    /// A member's own planner: their events and trips, every month, one sheet each.
    ///
    /// Their own initials are left off: every entry on it is theirs, so their initials would say
    /// nothing on every entry. The others' initials still say who joins them.
    func memberContext(_ member: Member) -> TemplateValue {
        let own =
            Self.range(of: settings).map {
                timeline.occurrences(from: $0.lowerBound, to: $0.upperBound, involving: [member.id])
            } ?? []
        let trips = tripsByMember[member.id] ?? []
        return frame(
            sheets: sheets(own, trips: trips, prefix: "../", leavingOut: member.id),
            title: settings.words(.plannerOf, ["name": member.displayName]),
            root: "../../")
    }

    static let memberStylesPath = OutputPath(fixed: "planner", "members.css")

    /// Each member's colour and photo, and the rules behind the show/hide checkboxes: unticking
    /// a member hides their initials and whatever involves them alone. Written as a file
    /// because it depends on the members; the colour and the photo are set here once rather
    /// than on each of the thousands of initials a planner shows, and a photo's address is
    /// relative to this file, so one entry reads alike on a planner page at any depth.
    static func memberStyles(_ members: [Member]) -> String {
        members.map { member in
            let unticked = "body:has(#tp-show-\(member.id):not(:checked))"
            var rules =
                ".tp-who-\(member.id) { --tp-color: \(member.color ?? MemberContext.defaultColor); }\n"
                + "\(unticked) .tp-only-\(member.id), \(unticked) .tp-who-\(member.id) { display: none; }\n"
            if let photo = member.photo {
                // The initials stay, transparent, under the photo: the black-and-white print
                // (#tp-mono) shows them instead.
                rules +=
                    ".tp-pic-\(member.id) { background: url(\"../\(MemberPhoto.folder)/\(photo)\") center / cover, "
                    + "var(--tp-color); color: transparent; }\n"
            }
            return rules
        }.joined()
    }

    static func memberPath(slug: String) -> OutputPath {
        OutputPath(fixed: "planner", "members", slug + ".html")
    }

    /// A page of month sheets, or of week sheets printed on `pageSize`.
    func frame(
        sheets: [PlannerSheet], weekSheets: [TemplateValue] = [], title: String, root: String, pageSize: String? = nil
    ) -> TemplateValue {
        // `site` comes from the render's constants, so the sheets read nothing of the page.
        [
            "pageSize": .text(pageSize ?? PaperGeometry(settings.paper).cssSize),
            "sheets": .list(sheets.map(\.context)), "weekSheets": .list(weekSheets),
            "title": .text(title), "root": .text(root), "members": .list(members(tribe.members.map(\.id))),
        ]
    }

    /// The agenda: every occurrence of the range by day, a page per month so no page grows
    /// past what a phone opens quickly, and an index of the months.
    func agendaPages(_ occurrences: [Occurrence]) -> [(path: OutputPath, context: @Sendable () -> TemplateValue)] {
        let dayList = DayList(tribe: tribe, settings: settings, facts: timeline.facts)
        guard let range = Self.dayRange(of: settings) else { return [] }
        // Every month with a day on a sheet, and the part of it the sheets show.
        let months = sequence(first: YearMonth(of: range.lowerBound)) { $0.adding(months: 1) }
            .prefix { $0.firstDay <= range.upperBound }
            .map { (month: $0, days: max($0.firstDay, range.lowerBound)...min($0.lastDay, range.upperBound)) }
        // Each occurrence's position filed under the months its days reach, in order, in one
        // pass, rather than a pass over every occurrence for each month.
        // Positions rather than occurrences, and a share of them on each core: planning runs on
        // one core while the other waits for jobs, so the occurrences are not copied here; each
        // month's page copies its own, in its job.
        // Each day of the range by its number, as an occurrence gives its days, with the month
        // it files under: the months are consecutive from the range's own, so each day has one.
        let (low, high) = (range.lowerBound.daysSinceEpoch, range.upperBound.daysSinceEpoch)
        let monthOfDay = months.indices.flatMap { month in
            repeatElement(
                month,
                count: months[month].days.upperBound.daysSinceEpoch
                    - months[month].days.lowerBound.daysSinceEpoch + 1)
        }
        let filedParts = occurrences.indices.runs(of: PartSizes.plannerOccurrencesPerPart(occurrences.count))
            .concurrentMap {
                part -> [[Int]] in
                var filed = [[Int]](repeating: [], count: months.count)
                for position in part {
                    let days = occurrences[position].dayNumbers
                    guard days.upperBound >= low, days.lowerBound <= high else { continue }
                    let from = monthOfDay[max(days.lowerBound, low) - low]
                    let through = monthOfDay[min(days.upperBound, high) - low]
                    for month in from...through { filed[month].append(position) }
                }
                return filed
            }
        let inMonth = months.indices.map { month in filedParts.flatMap { $0[month] } }
        let settings = self.settings
        let overlays = settings.overlays.events(shaded: true)
        let index: @Sendable (YearMonth?, String) -> TemplateValue = { current, prefix in
            .list(
                zip(months.map(\.month), inMonth.map(\.count)).map { month, count in
                    [
                        "title": .text(settings.dates.monthTitle(month)), "href": .text("\(prefix)\(month).html"),
                        "count": .number(count),
                        "countText": .text(settings.words(.events, count: count)),
                        "current": .bool(month == current),
                    ]
                })
        }
        var pages: [(path: OutputPath, context: @Sendable () -> TemplateValue)] = [
            (
                Self.agendaPath,
                {
                    [
                        "site": settings.templateContext, "title": .text(settings.words(.agenda)), "root": "../",
                        "months": index(nil, "agenda/"), "days": [], "hasDays": false,
                    ]
                }
            )
        ]
        for ((month, days), positions) in zip(months, inMonth) {
            pages.append(
                (
                    Self.agendaPath(month),
                    {
                        let days = dayList.days(
                            positions.map { occurrences[$0] }, within: days, everyDay: true, overlays: overlays)
                        return [
                            "site": settings.templateContext,
                            "title": .text(
                                settings.words(.agendaOfMonth, ["month": settings.dates.monthTitle(month)])),
                            "root": "../../",
                            "months": index(month, ""), "days": .list(days), "hasDays": .bool(!days.isEmpty),
                        ]
                    }
                ))
        }
        return pages
    }
}

extension PlannerPages {
    /// The members `ids` name, as every sheet shows them.
    func members(_ ids: [Int]) -> [TemplateValue] {
        ids.compactMap { memberContexts[$0] }
    }

    /// The legend of `members`' sheets.
    static func legend(members: [TemplateValue], settings: SiteSettings) -> TemplateValue {
        [
            "members": .list(members),
            "categories": .list(
                EventCategory.allCases.filter { $0 != .none }.map {
                    ["glyph": .text(PlannerGlyphs.glyph($0)), "label": .text(settings.words.label($0))]
                }),
            "repeat": .text(PlannerGlyphs.repeatMark), "trip": .text(PlannerGlyphs.tripGlyph),
            "calendars": settings.overlays.legend,
        ]
    }

    /// "+N more", for a day that shows `count` entries fewer than it has.
    func moreText(_ count: Int) -> String {
        count < moreTexts.count ? moreTexts[count] : settings.words(.more, count: count)
    }

    /// `tp-only-3` for something that involves member 3 alone, so hiding that member hides it.
    static func onlyClass(_ ids: [Int]) -> String? {
        // One member, however often named: compared in place, as a set made for each entry
        // cost more than the rest of the entry's people.
        guard let first = ids.first, ids.allSatisfy({ $0 == first }) else { return nil }
        return "tp-only-\(first)"
    }
}

private extension PlannerPages {
    func sheet(
        _ layout: PlannerLayout, geometry: PaperGeometry, prefix: String, sharedAs scope: String?, owner: Int?,
        made: MadeOnce<ItemLook>
    ) -> PlannerSheet {
        let weeks = layout.weeks.count
        let weekdays = settings.weekStart == .monday ? Array(1...7) : [7] + Array(1...6)
        let month = layout.grid.month
        let title = settings.dates.monthTitle(month)
        // A sheet's days link to at most three of the agenda's months, each link's start made
        // once a sheet rather than once a day: made per day, it would cost a member's planner
        // more than laying out its days.
        var agendaPages: [(month: YearMonth, head: String)] = []
        func moreHref(_ day: LocalDate, iso: String) -> String {
            let month = YearMonth(of: day)
            if let page = agendaPages.first(where: { $0.month == month }) { return page.head + iso }
            let head = Self.agendaHead(month, prefix: prefix)
            agendaPages.append((month, head))
            return head + iso
        }
        var context: TemplateObject = [
            "id": .text("m-\(month)"),
            "title": .text(title),
            "style": .text(
                "--tp-row: \(geometry.rowHeight(weeks: weeks))mm; --tp-day: \(geometry.dayWidth)mm; --tp-page-height: \(geometry.height)mm;"
            ),
            "weekdays": .list(
                weekdays.map {
                    [
                        "short": .text(settings.dates.weekday($0, .abbreviated)),
                        "long": .text(settings.dates.weekday($0, .wide)),
                    ]
                }),
            "weeks": .list(
                zip(layout.grid.weekStarts, layout.weeks).map { start, week -> TemplateValue in
                    let monday = WeekPages.Week(monday: settings.weekStart == .sunday ? start.adding(days: 1) : start)
                    return [
                        "number": .number(week.number),
                        "weekHref": .optional(
                            weekMondays.contains(monday.monday) ? "\(prefix)\(WeekPages.href(monday))" : nil),
                        "style": .text("--tp-lanes: \(week.lanes);"),
                        "days": .list(
                            week.days.enumerated().map { column, day -> TemplateValue in
                                let shades = settings.overlays.shades[day.date] ?? []
                                let iso = day.date.description
                                return [
                                    "iso": .text(iso), "day": .number(day.date.day),
                                    "shaded": .bool(!shades.isEmpty), "hasShades": .bool(!shades.isEmpty),
                                    "shadeStyle": .optional(
                                        shades.first.map { "--tp-shade: \(settings.overlays.color(of: $0.calendar));" }),
                                    // A shade is named where it starts and at each week's start, what
                                    // starts that day first: a continuing holiday's name yields.
                                    "shades": .list(
                                        (shades.filter(\.starts) + (column == 0 ? shades.filter { !$0.starts } : []))
                                            .map { ["name": .text($0.summary)] }),
                                    "out": .bool(!day.inMonth),
                                    "items": .list(
                                        day.items.map { item in
                                            made.value(ItemLook(item, owner: owner)) { self.item(item, look: $0) }
                                        }),
                                    "more": .number(day.hiddenCount), "hasMore": .bool(day.hiddenCount > 0),
                                    "moreText": day.hiddenCount > 0 ? .text(moreText(day.hiddenCount)) : .null,
                                    "moreHref": .text(moreHref(day.date, iso: iso)),
                                    "bars": .list(
                                        week.bars.filter { $0.column == column }.map { bar($0, owner: owner) }),
                                ]
                            }),
                    ]
                }),
            "legend": legend,
            "code": (owner.map { codes.members[$0] } ?? codes.subscribe) ?? .null,
        ]
        if let scope {
            context.identity = TemplateIdentity(SharedSheet(scope: scope, month: month), sharedAcrossPages: true)
        }
        return PlannerSheet(title: title, context: .object(context))
    }

    /// An entry's context; `look` is what it shows, and whose planner it is on.
    func item(_ item: PlannerLayout.Item, look: ItemLook) -> TemplateValue {
        let owner = look.owner
        if let calendar = item.calendar {
            return [
                "subject": .text(item.subject), "time": .optional(item.time),
                "glyph": .text(PlannerGlyphs.calendarMark),
                "category": .text(settings.overlays.name(of: calendar)),
                "color": .text(settings.overlays.color(of: calendar)), "members": [],
            ]
        }
        var context: TemplateObject = [
            "subject": .text(item.subject), "repeats": .bool(item.isRecurring),
            "members": .list(members(item.memberIDs.filter { $0 != owner })),
            "only": Self.onlyClass(item.memberIDs).map(TemplateValue.text) ?? .null, "time": .optional(item.time),
            "glyph": .optional(item.category.map(PlannerGlyphs.glyph)),
            "category": .optional(item.category.map(settings.words.label)),
            // Named though empty: the sheet asks every entry for another calendar's colour,
            // and a name an entry lacks is looked for around it, which forbade reusing it.
            "color": .null,
        ]
        // Everything shown is named above, so entries that look alike share one rendering:
        // a weekly event's entry is the same fifty times a year.
        context.identity = TemplateIdentity(look)
        return .object(context)
    }

    func bar(_ bar: PlannerLayout.Bar, owner: Int?) -> TemplateValue {
        let overlay = bar.calendar.map { "--tp-color: \(settings.overlays.color(of: $0)); " } ?? ""
        return [
            "subject": .text(bar.subject),
            "style": .text("\(overlay)--tp-span: \(bar.span); --tp-lane: \(bar.lane);"),
            "before": .bool(bar.continuesFromBefore), "after": .bool(bar.continuesAfter), "trip": .bool(bar.isTrip),
            "overlay": .bool(bar.calendar != nil),
            "glyph": .text(
                bar.isTrip
                    ? PlannerGlyphs.tripGlyph
                    : bar.calendar != nil ? PlannerGlyphs.calendarMark : bar.category.map(PlannerGlyphs.glyph) ?? ""),
            "members": .list(members(bar.memberIDs.filter { $0 != owner })),
            "only": .text(Self.onlyClass(bar.memberIDs) ?? ""),
        ]
    }

    /// A sheet that several pages show: whose it is and its month.
    struct SharedSheet: Hashable, Sendable {
        let scope: String
        let month: YearMonth
    }

    /// What an entry on a sheet shows, and nothing else: two entries that look alike render alike.
    struct ItemLook: QuickHashable, Hashable, Sendable {
        /// Subject, people and category.
        let facts: Occurrence.SameFacts?
        let time: String?
        /// Another calendar's entry: its subject and calendar.
        let overlay: String?
        let calendar: Int?
        /// The member whose initials the entry leaves off, on their own planner.
        let owner: Int?

        init(_ item: PlannerLayout.Item, owner: Int?) {
            (facts, time, calendar, self.owner) = (item.facts, item.time, item.calendar, owner)
            overlay = item.facts == nil ? item.subject : nil
        }

        /// Whose entry it is tells entries apart nearly always: a series' occurrences share
        /// their facts and their time of day. The time's text is left to `==`, as hashing it
        /// for every entry of every sheet cost more than the rare entries it would tell apart.
        /// Another calendar's subject, which its file chooses, is hashed with a seed.
        var quickHash: Int {
            let what = facts?.number ?? overlay.hashValue
            return (what &* 31 &+ (calendar ?? -1)) &* 31 &+ (owner ?? -1)
        }
    }
}
