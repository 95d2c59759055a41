import Dispatch
import TribeData
import TribeSchedule
import TribeTemplates

/// Renders the whole site in memory: every page through its template, plus the assets.
///
/// Pages are independent, so they render concurrently on every core; the result is sorted
/// by path, so the order of work never shows in the output.
struct SiteRenderer {
    let tribe: Tribe
    let settings: SiteSettings
    let schedule: Schedule
    let templates: TemplateSet
    /// The content folder's Markdown files, each belonging to a record's page.
    let prose: [ProseFile]

    /// The marker that tells a later build this folder is TribePress's to replace.
    static let marker = OutputFile(
        path: OutputPath(fixed: ".tribepress-output"),
        bytes: Array("This folder is written by TribePress. Every build replaces all of it; edit the content and templates instead.\n".utf8)
    )

    func render(log: DiagnosticLog) -> [OutputFile] {
        let map = SiteMap(tribe: tribe)
        let timeline = Timeline(schedule: schedule, windows: windows())
        let feeds = FeedCatalog.feeds(for: tribe, settings: settings, map: map)
        let index = IndexPage(tribe: tribe, settings: settings, timeline: timeline, map: map)
        let feedsPage = FeedsPage(feeds: feeds, settings: settings)
        if settings.baseURL == nil {
            log.warning("no base_url in site.json: the feeds page cannot offer subscribe links, only files to download")
        }
        let planner = PlannerPages(tribe: tribe, settings: settings, timeline: timeline)
        let plannerOccurrences = planner.occurrencesInRange()
        let sheets = ConcurrentSheets(planner.sheets(plannerOccurrences))
        var pageJobs: [PageJob] = [
            PageJob(IndexPage.path, "index") { index.context() },
            PageJob(FeedsPage.path, "feeds") { feedsPage.context() },
            PageJob(PlannerPages.printPath, "planner-frame") { planner.printContext(sheets.all) },
            PageJob(PlannerPages.agendaPath, "planner-agenda") { planner.agendaContext(plannerOccurrences) },
            PageJob(YearPage.path, "planner-year") { YearPage(pages: planner).context(plannerOccurrences) },
        ]
        for member in tribe.members {
            guard let slug = map.memberSlugs[member.id] else { continue }
            pageJobs.append(PageJob(PlannerPages.memberPath(slug: slug), "planner-frame") { planner.memberContext(member, occurrences: plannerOccurrences) })
        }
        for (position, month) in planner.months.enumerated() {
            pageJobs.append(PageJob(PlannerPages.monthPath(month), "planner-frame") { planner.monthContext(sheets.all[position]) })
        }
        pageJobs += recordPageJobs(map: map, feeds: feeds, timeline: timeline)
        let jobs = pageJobs

        let pages = ConcurrentResults<OutputFile>(count: jobs.count)
        let templates = self.templates
        DispatchQueue.concurrentPerform(iterations: jobs.count) { position in
            let job = jobs[position]
            guard let context = job.context(), let html = templates.render(job.template, context) else { return }
            pages.set(position, OutputFile(path: job.path, bytes: html))
        }
        var files: [OutputFile] = []
        for (position, page) in pages.values.enumerated() {
            guard let page else {
                log.error("the templates did not render \(jobs[position].path) (template \(jobs[position].template).mustache)", file: templates.folder)
                continue
            }
            files.append(page)
        }
        files += ContactPages(tribe: tribe, settings: settings, map: map).cards()
        let writer = FeedWriter(tribe: tribe, settings: settings, schedule: schedule)
        let calendars = ConcurrentResults<OutputFile>(count: feeds.count)
        DispatchQueue.concurrentPerform(iterations: feeds.count) { position in
            calendars.set(position, OutputFile(path: feeds[position].path, bytes: writer.write(feeds[position])))
        }
        files += calendars.values.compactMap { $0 }
        files.append(OutputFile(path: PlannerPages.memberStylesPath, bytes: Array(PlannerPages.memberStyles(tribe.members).utf8)))
        for asset in templates.assets {
            guard let path = OutputPath(asset.path) else {
                log.error("the asset \(asset.path) has a name that cannot be written", file: templates.folder)
                continue
            }
            files.append(OutputFile(path: path, bytes: asset.bytes))
        }
        // Two outputs at one path would overwrite each other (a template asset named like a page).
        var seen = Set<OutputPath>()
        for file in files where !seen.insert(file.path).inserted {
            log.error("two files of the site would be written to \(file.path); rename the template asset or the record", file: templates.folder)
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// One page to render: where it goes, its template, and how to make its context.
private struct PageJob: Sendable {
    let path: OutputPath
    let template: String
    /// Nil when a record page's Markdown template did not render.
    let context: @Sendable () -> TemplateValue?

    init(_ path: OutputPath, _ template: String, context: @escaping @Sendable () -> TemplateValue?) {
        self.path = path
        self.template = template
        self.context = context
    }
}

private extension SiteRenderer {
    /// Every window of days a page shows: the planner's range, the home page's and the member
    /// pages' weeks ahead, and each trip.
    func windows() -> [Range<Int>] {
        let zone = settings.timeZone, today = settings.localNow.date
        let ahead = max(IndexPage.daysAhead, MemberPages.weeksAhead * 7)
        var days = [(today, today.adding(days: ahead - 1))]
        days += tribe.trips.map { ($0.start, $0.end) }
        var windows = days.map { Timeline.instants(from: $0.0, through: $0.1, in: zone) }
        if let planner = PlannerPages.range(of: settings) { windows.append(planner) }
        return windows
    }

    /// The directories and a page per contact, trip and member, with the family's prose.
    func recordPageJobs(map: SiteMap, feeds: [Feed], timeline: Timeline) -> [PageJob] {
        let proseByRecord = Dictionary(grouping: prose, by: \.record)
        let prose = { (kind: RecordReference.Kind, id: Int) in proseByRecord[RecordReference(kind, id)] ?? [] }
        var tripFeeds: [Int: Feed] = [:], memberFeeds: [Int: Feed] = [:]
        for feed in feeds {
            switch feed.kind {
            case .trip(let trip): tripFeeds[trip.id] = feed
            case .member(let member): memberFeeds[member.id] = feed
            case .tribe, .category: break
            }
        }
        let contacts = ContactPages(tribe: tribe, settings: settings, map: map)
        let trips = TripPages(tribe: tribe, settings: settings, map: map, timeline: timeline, feeds: tripFeeds)
        let members = MemberPages(tribe: tribe, settings: settings, map: map, timeline: timeline, feeds: memberFeeds)
        let settings = self.settings, templates = self.templates
        var jobs = [
            PageJob(SiteMap.contactsIndex, "contacts") { contacts.directoryContext() },
            PageJob(SiteMap.tripsIndex, "trips") { trips.indexContext() },
        ]
        // Each page is made inside its job, on whichever core runs it.
        let page = { (path: OutputPath?, make: @escaping @Sendable () -> RecordPage?) -> PageJob? in
            path.map { PageJob($0, "page") { make()?.context(settings: settings, templates: templates) } }
        }
        jobs += tribe.contacts.compactMap { contact in
            let prose = prose(.contact, contact.id)
            return page(map.contactPage(contact.id)) { contacts.page(contact, prose: prose) }
        }
        jobs += tribe.trips.compactMap { trip in
            let prose = prose(.trip, trip.id)
            return page(map.tripPage(trip.id)) { trips.page(trip, prose: prose) }
        }
        jobs += tribe.members.compactMap { member in
            let prose = prose(.member, member.id)
            return page(map.memberPage(member.id)) { members.page(member, prose: prose) }
        }
        return jobs
    }
}

/// Month sheets shared by the print document and the month pages, built once.
private final class ConcurrentSheets: @unchecked Sendable {
    // Written once before any worker starts and only read afterwards.
    let all: [PlannerSheet]

    init(_ sheets: [PlannerSheet]) {
        all = sheets
    }
}
