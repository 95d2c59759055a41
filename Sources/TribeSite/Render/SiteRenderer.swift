import Dispatch
import TribeData
import TribeSchedule

/// Renders the whole site in memory: every page through its template, plus the assets.
///
/// Pages are independent, so they render concurrently on every core; the result is sorted
/// by path, so the order of work never shows in the output.
struct SiteRenderer {
    let tribe: Tribe
    let settings: SiteSettings
    let schedule: Schedule
    let templates: TemplateSet

    /// The marker that tells a later build this folder is TribePress's to replace.
    static let marker = OutputFile(
        path: OutputPath(fixed: ".tribepress-output"),
        bytes: Array("This folder is written by TribePress. Every build replaces all of it; edit the content and templates instead.\n".utf8)
    )

    func render(log: DiagnosticLog) -> [OutputFile] {
        let index = IndexPage(tribe: tribe, settings: settings)
        let feeds = FeedCatalog.feeds(for: tribe, settings: settings)
        let feedsPage = FeedsPage(feeds: feeds, settings: settings)
        if settings.baseURL == nil {
            log.warning("no base_url in site.json: the feeds page cannot offer subscribe links, only files to download")
        }
        let planner = PlannerPages(tribe: tribe, settings: settings, schedule: schedule)
        let plannerOccurrences = planner.occurrencesInRange()
        let sheets = ConcurrentSheets(planner.sheets(plannerOccurrences))
        var pageJobs: [(OutputPath, String, @Sendable () -> [String: Any])] = [
            (IndexPage.path, "index", { index.context() }),
            (FeedsPage.path, "feeds", { feedsPage.context() }),
            (PlannerPages.printPath, "planner-frame", { planner.printContext(sheets.all) }),
            (PlannerPages.agendaPath, "planner-agenda", { planner.agendaContext(plannerOccurrences) }),
            (YearPage.path, "planner-year", { YearPage(pages: planner).context(plannerOccurrences) }),
        ]
        for (member, slug) in zip(tribe.members, Slug.members(of: tribe)) {
            pageJobs.append((PlannerPages.memberPath(slug: slug), "planner-frame", { planner.memberContext(member, occurrences: plannerOccurrences) }))
        }
        for (position, month) in planner.months.enumerated() {
            pageJobs.append((PlannerPages.monthPath(month), "planner-frame", { planner.monthContext(sheets.all[position]) }))
        }
        let jobs = pageJobs

        let pages = ConcurrentResults<OutputFile>(count: jobs.count)
        let templates = self.templates
        DispatchQueue.concurrentPerform(iterations: jobs.count) { position in
            let (path, template, makeContext) = jobs[position]
            guard let html = templates.render(template, makeContext()) else { return }
            pages.set(position, OutputFile(path: path, bytes: Array(html.utf8)))
        }
        var files: [OutputFile] = []
        for (position, page) in pages.values.enumerated() {
            guard let page else {
                log.error("the template \(jobs[position].1).mustache did not render \(jobs[position].0)", file: templates.folder)
                continue
            }
            files.append(page)
        }
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

/// Month sheets shared by the print document and the month pages, built once.
private final class ConcurrentSheets: @unchecked Sendable {
    // Written once before any worker starts and only read afterwards.
    let all: [[String: Any]]

    init(_ sheets: [[String: Any]]) {
        all = sheets
    }
}
