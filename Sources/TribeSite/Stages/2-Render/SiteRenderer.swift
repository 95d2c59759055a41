import TribeConcurrency
import TribeData
import TribeSchedule
import TribeTemplates

/// The whole site as a job per file: every page through its template, the feeds, the cards
/// and the assets.
///
/// What several pages share (the timeline, the month sheets, the feeds' events) is worked out
/// once: the timeline before the jobs, the rest by the first job that needs it (a
/// `SharedValue`, so that no core waits before the jobs while another makes it).
/// Each job stands alone, so they run on every core in any order and the order of work never
/// shows in the output.
struct SiteRenderer {
    let tribe: Tribe
    let settings: SiteSettings
    let schedule: Schedule
    let templates: TemplateSet
    /// The content folder's Markdown files, each belonging to a record's page.
    let prose: [ProseFile]
    /// The members' photos, published beside the pages that show them.
    let photos: [MemberPhoto]

    /// The most occurrences a build lays out: about eight times a 50-member family's year.
    ///
    /// The pages' days include every trip's, so a family whose trips spread over three years
    /// lays out three years, and the 100-member benchmark export (`large2`) must fit. Higher
    /// lets larger families build; lower bounds the memory and time of the worst export
    /// accepted. Re-measured by `benchmarks/peers large2` (BENCHMARKS.md, "Tuned constants").
    static let occurrenceLimit = 1_000_000

    /// How many days from today the pages show: the home page's and the member pages' weeks,
    /// and the days the wall display's data holds.
    static let daysAhead = max(IndexPage.daysAhead, MemberPages.weeksAhead * 7, WallPages.daysAhead)

    /// The marker that tells a later build this folder is TribePress's to replace.
    static let marker = OutputFile(
        path: OutputPath(fixed: ".tribepress-output"),
        bytes: Array(
            "This folder is written by TribePress. Every build replaces all of it; edit the content and templates instead.\n"
                .utf8)
    )

    /// Every file of the site as a job to run on any core; warnings about the whole site and
    /// two files at one path are logged now, before anything is rendered.
    func jobs(log: DiagnosticLog) -> [OutputJob] {
        // The site map and the feed catalogue need nothing from the timeline: they are made on
        // another core while it is laid out, rather than each with one core idle beside it.
        let (tribe, settings) = (self.tribe, self.settings)
        let catalogue = SharedValue { () -> (SiteMap, [Feed]) in
            let map = SiteMap(tribe: tribe)
            return (map, FeedCatalog.feeds(for: tribe, settings: settings, map: map))
        }.madeInBackground()
        // A build lays out every occurrence it shows, and an export that holds millions must be
        // refused, not run out of memory: expansion stops soon after the limit.
        let limit = Self.occurrenceLimit
        guard
            let timeline = Timeline(
                schedule: schedule, windows: windows(), involvement: settings.involvement, stoppingAbove: limit)
        else {
            log.error(
                "the planner's \(settings.plannerMonths) months and the pages' days hold more than \(limit) occurrences, the most a "
                    + "build lays out (a wall planner cannot show more): shorten planner_months, or end the series that repeat most "
                    + "with until or count")
            return []
        }
        // Every event's feed components need the schedule, not the timeline. Begun on another
        // core here, they are made while this one plans the pages, which it does alone, and are
        // ready when the feeds' jobs come after the pages.
        let writer = FeedWriter(tribe: tribe, settings: settings, schedule: schedule)
        writer.writeComponentsInBackground()
        let (map, feeds) = catalogue.value
        let today = settings.localNow.date
        let countdowns = Countdowns(
            tribe: tribe, settings: settings, schedule: schedule, from: today,
            through: today.adding(days: WallPages.daysAhead - 1))
        // Made once: the home page, the wall and the trips' pages share it.
        let forecast = ForecastView(settings: settings, symbols: WeatherSymbols(files: templates.symbols))
        let index = IndexPage(
            tribe: tribe, settings: settings, timeline: timeline, map: map, countdowns: countdowns, forecast: forecast)
        let feedsPage = FeedsPage(feeds: feeds, settings: settings)
        if settings.baseURL == nil, !settings.baseURLIsNone {
            log.warning(
                "no base_url in site.json: the feeds page cannot offer subscribe links, only files to download "
                    + "(\"base_url\": null says that is meant)")
        }
        let publishing = settings.publishing
        if settings.baseURL != nil, publishing.secret == nil, !settings.privacyChosen {
            log.warning(
                "every address of this site is guessable (feeds/members/<name>.ics, members/<name>.html"
                    + (publishing.contacts == .none ? "" : ", contacts/") + "): "
                    + "anyone who knows base_url can read the family's week; set \(SiteSecret.defaultVariable) to a secret "
                    + "(`openssl rand -hex 32`, kept as a CI secret) for secret addresses, or say \"privacy\": \"public\" "
                    + "in site.json if that is meant")
        }
        let planner = PlannerPages(
            tribe: tribe, settings: settings, timeline: timeline,
            codes: SheetCodes(tribe: tribe, settings: settings, map: map))
        let plannerOccurrences = planner.occurrencesInRange()
        // Laid out by the first page that shows them, while the other core renders others.
        let sheets = SharedValue { planner.sheets(plannerOccurrences, sharedAs: "tribe") }
        let search = SearchIndex(tribe: tribe, settings: settings, map: map, feeds: feeds)
        let contactPages = ContactPages(tribe: tribe, settings: settings, map: map)
        var pageJobs: [PageJob] = [PageJob(FeedsPage.path, "feeds") { feedsPage.context() }]
        let wall = SharedValue {
            WallPages(
                tribe: tribe, settings: settings, timeline: timeline, map: map, countdowns: countdowns,
                forecast: forecast)
        }
        if publishing.publishesPages {
            pageJobs += [
                PageJob(WallPages.path, "wall") { wall.value.context(eink: false) },
                PageJob(WallPages.einkPath, "wall-eink") { wall.value.context(eink: true) },
            ]
            pageJobs += pagesJobs(
                planner: planner, sheets: sheets, occurrences: plannerOccurrences, index: index, map: map, feeds: feeds,
                timeline: timeline, search: search, contacts: contactPages)
        }
        let templates = self.templates
        // What every page reads alike; a month's sheet, made of nothing else, is rendered once
        // for its own page and the document of all months.
        let constants: TemplateObject = ["words": settings.wordsContext, "site": settings.templateContext]
        let store = TemplateReuseStore()
        // The longest jobs first: the cores take jobs in this order, and a long one taken last
        // leaves the other core idle until it ends (as the search index would). The feeds follow
        // the pages: their components are made by then.
        var jobs: [OutputJob] = []
        if publishing.publishesPages {
            jobs.append(
                OutputJob(publishing.placed(SearchIndex.path)) {
                    search.json(plannerOccurrences, facts: timeline.facts)
                })
            jobs.append(OutputJob(publishing.placed(WallPages.dataPath)) { wall.value.json() })
        }
        jobs += pageJobs.map { page in
            OutputJob(publishing.placed(page.path), source: (page.path, page.template)) {
                () throws(TemplateRenderError) in
                try templates.render(page.template, try page.context(), constants: constants, store: store)
            }
        }
        jobs += feeds.map { feed in OutputJob(feed.path) { writer.write(feed) } }
        if publishing.pageFolder != nil || !publishing.publishesPages {
            jobs.append(OutputJob(IndexPage.path) { Array(Self.nothingToSee.utf8) })
        }
        if publishing.publishesPages, publishing.contacts == .full {
            jobs += contactPages.cardJobs().map {
                OutputJob(publishing.placed($0.path), make: $0.make)
            }
        }
        if publishing.publishesPages {
            let members = tribe.members
            jobs.append(
                OutputJob(publishing.placed(PlannerPages.memberStylesPath)) {
                    Array(PlannerPages.memberStyles(members).utf8)
                })
            for photo in photos {
                guard let path = OutputPath(MemberPhoto.folder + "/" + photo.fileName) else { continue }
                let bytes = photo.bytes
                jobs.append(OutputJob(publishing.placed(path)) { bytes })
            }
        }
        for asset in templates.assets {
            guard let path = OutputPath(asset.path) else {
                log.error("the asset \(asset.path) has a name that cannot be written", file: templates.folder)
                continue
            }
            let bytes = asset.bytes
            jobs.append(OutputJob(publishing.placed(path)) { bytes })
        }
        // Two outputs at one path would overwrite each other (a template asset named like a page).
        var seen = Set<OutputPath>(minimumCapacity: jobs.count)
        for job in jobs where !seen.insert(job.path).inserted {
            log.error(
                "two files of the site would be written to \(job.path); rename the template asset or the record",
                file: templates.folder)
        }
        return jobs
    }

    /// Every page but the subscribe page: planner, agenda, home, year, records.
    private func pagesJobs(
        planner: PlannerPages, sheets: SharedValue<[PlannerSheet]>, occurrences plannerOccurrences: [Occurrence],
        index: IndexPage, map: SiteMap, feeds: [Feed], timeline: Timeline, search: SearchIndex, contacts: ContactPages
    ) -> [PageJob] {
        // Each shared value's first user leads and the pages that only take a slice of it (a
        // week's page, a month's) come last: taken right after it, they would wait, a core idle,
        // while the first user makes the value.
        let weekPages = WeekPages(pages: planner)
        let weeks = WeekPages.weeks(of: settings)
        let words = settings.words
        let weekSheets = SharedValue { weekPages.sheets() }
        var pageJobs: [PageJob] = [
            PageJob(PlannerPages.printPath, "planner-frame") { planner.printContext(sheets.value) }
        ]
        pageJobs += planner.agendaPages(plannerOccurrences).map { page in
            PageJob(page.path, "planner-agenda", context: page.context)
        }
        pageJobs.append(
            PageJob(WeekPages.printPath, "planner-frame") {
                weekPages.frame(sheets: weekSheets.value, title: words(.weeks), root: "../")
            })
        for member in tribe.members {
            guard let slug = map.memberSlugs[member.id] else { continue }
            pageJobs.append(
                PageJob(PlannerPages.memberPath(slug: slug), "planner-frame") { planner.memberContext(member) })
        }
        pageJobs += [
            PageJob(IndexPage.path, "index") { index.context() },
            PageJob(YearPage.path, "planner-year") { YearPage(pages: planner).context(plannerOccurrences) },
        ]
        let searchPage = SearchPage(index: search, settings: settings)
        pageJobs.append(PageJob(SearchPage.path, "search") { searchPage.context() })
        pageJobs += recordPageJobs(
            map: map, feeds: feeds, timeline: timeline, contacts: contacts, forecast: index.forecast)
        for (index, week) in weeks.enumerated() {
            pageJobs.append(
                PageJob(WeekPages.path(week), "planner-frame") {
                    weekPages.frame(
                        sheets: [weekSheets.value[index]],
                        title: words(.weekNumber, ["number": String(week.number)]) + " · \(week.year)",
                        root: "../../")
                })
        }
        let familyWeeks = FamilyWeekPages(pages: planner)
        let familySheets = SharedValue { familyWeeks.sheets() }
        if FamilyWeekPages.holdsEveryWeek(tribe) {
            pageJobs.append(
                PageJob(FamilyWeekPages.printPath, "planner-family") {
                    familyWeeks.page(sheets: familySheets.value.flatMap { $0 }, title: words(.familyWeeks), root: "../")
                })
        } else {
            pageJobs.append(
                PageJob(FamilyWeekPages.printPath, "planner-family") { familyWeeks.index(title: words(.familyWeeks)) })
        }
        for (index, week) in weeks.enumerated() {
            pageJobs.append(
                PageJob(FamilyWeekPages.path(week), "planner-family") {
                    familyWeeks.page(
                        sheets: familySheets.value[index],
                        title: words(.familyWeek) + " · " + words(.weekNumber, ["number": String(week.number)])
                            + " · \(week.year)",
                        root: "../../")
                })
        }
        for (index, month) in planner.months.enumerated() {
            pageJobs.append(
                PageJob(PlannerPages.monthPath(month), "planner-frame") { planner.monthContext(sheets.value[index]) })
        }
        return pageJobs
    }

    /// The root page of a site whose pages are secret: it says nothing of the family.
    static let nothingToSee = """
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Private</title></head>
        <body><p>This site is private.</p></body>
        </html>

        """
}

/// One page to render: where it goes, its template, and how to make its context.
private struct PageJob: Sendable {
    let path: OutputPath
    let template: String
    /// Throws when a record page's Markdown template does not render.
    let context: @Sendable () throws(TemplateRenderError) -> TemplateValue

    init(
        _ path: OutputPath, _ template: String,
        context: @escaping @Sendable () throws(TemplateRenderError) -> TemplateValue
    ) {
        self.path = path
        self.template = template
        self.context = context
    }
}

private extension SiteRenderer {
    /// Every window of days a page shows: the planner's range, the home page's and the member
    /// pages' weeks ahead, and each trip.
    func windows() -> [Range<Int>] {
        let zone = settings.timeZone
        let today = settings.localNow.date
        var days = [(today, today.adding(days: Self.daysAhead - 1))]
        days += tribe.trips.map { ($0.start, $0.end) }
        var windows = days.map { Timeline.instants(from: $0.0, through: $0.1, in: zone) }
        if let planner = PlannerPages.range(of: settings) { windows.append(planner) }
        if let weeks = WeekPages.dayRange(of: settings) {
            windows.append(Timeline.instants(from: weeks.lowerBound, through: weeks.upperBound, in: zone))
        }
        return windows
    }

    /// The directories and a page per contact, trip and member, with the family's prose.
    func recordPageJobs(
        map: SiteMap, feeds: [Feed], timeline: Timeline, contacts: ContactPages, forecast: ForecastView
    ) -> [PageJob] {
        let proseByRecord = Dictionary(grouping: prose, by: \.record)
        let prose = { (kind: RecordReference.Kind, id: Int) in proseByRecord[RecordReference(kind, id)] ?? [] }
        var tripFeeds: [Int: Feed] = [:]
        var memberFeeds: [Int: Feed] = [:]
        for feed in feeds {
            switch feed.kind {
            case .trip(let trip): tripFeeds[trip.id] = feed
            case .member(let member): memberFeeds[member.id] = feed
            case .tribe, .category: break
            }
        }
        let dayList = DayList(tribe: tribe, settings: settings, facts: timeline.facts)
        let trips = TripPages(
            tribe: tribe, settings: settings, map: map, timeline: timeline, feeds: tripFeeds, dayList: dayList,
            forecast: forecast)
        let members = MemberPages(
            tribe: tribe, settings: settings, map: map, timeline: timeline, feeds: memberFeeds, dayList: dayList)
        let settings = self.settings
        let templates = self.templates
        var jobs = [PageJob(SiteMap.tripsIndex, "trips") { trips.indexContext() }]
        let publishesContacts = settings.publishing.contacts != .none
        if publishesContacts { jobs.append(PageJob(SiteMap.contactsIndex, "contacts") { contacts.directoryContext() }) }
        // Each page is made inside its job, on whichever core runs it.
        let page = { (path: OutputPath?, make: @escaping @Sendable (OutputPath) -> RecordPage) -> PageJob? in
            path.map { path in
                PageJob(path, "page") { () throws(TemplateRenderError) in
                    try make(path).context(settings: settings, templates: templates)
                }
            }
        }
        jobs += tribe.contacts.compactMap { contact in
            guard publishesContacts else { return nil }
            let prose = prose(.contact, contact.id)
            return page(map.contactPage(contact.id)) { contacts.page(contact, at: $0, prose: prose) }
        }
        // In the order of their days: each trip's page reads its travellers' part of the
        // timeline, and the next trip's reads much the same part while it is still in the cache,
        // where an export's order (by id, often not by date) sent each page to another year.
        jobs += tribe.trips.sorted { $0.comesBefore($1) }.compactMap { trip in
            let prose = prose(.trip, trip.id)
            return page(map.tripPage(trip.id)) { trips.page(trip, at: $0, prose: prose) }
        }
        jobs += tribe.members.compactMap { member in
            let prose = prose(.member, member.id)
            return page(map.memberPage(member.id)) { members.page(member, at: $0, prose: prose) }
        }
        return jobs
    }
}
