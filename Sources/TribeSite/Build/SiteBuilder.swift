import Foundation
import Synchronization
import TribeConcurrency
import TribeData
import TribeTemplates

/// The pipeline: load → validate → render → write, reporting every problem at once.
public struct SiteBuilder: Sendable {
    public var fileIO: FileIO
    public var writer: OutputWriter
    /// A monotonic clock in seconds, for the summary's timing only (never for the output).
    public var elapsed: @Sendable () -> Double
    /// Whether what a build made is freed when it returns; the command line keeps it, since its
    /// process ends right after (see `keepUntilExit`).
    public var freesWhenDone = true
    /// The most bytes a site may have (see `siteLimit`); tests lower it.
    public var byteLimit = SiteBuilder.siteLimit

    /// The most bytes a site may hold: about three times the 100-member benchmark export's site
    /// (`large2`).
    ///
    /// Every other limit counts what the export holds, but what the pages show of it can still
    /// multiply: a trip lasting months repeats its travellers' events, and a member's planner
    /// shows every one of theirs with everyone invited. Past this, a build, check or preview is
    /// refused rather than fill the disk or the memory. Higher lets a larger family's site
    /// through; lower refuses sooner what would fill them. Re-measured by
    /// `benchmarks/peers large2` (BENCHMARKS.md, "Tuned constants").
    public static let siteLimit = 1_000_000_000

    public init(fileIO: FileIO = .disk, writer: OutputWriter? = nil, elapsed: (@Sendable () -> Double)? = nil) {
        self.fileIO = fileIO
        self.writer = writer ?? OutputWriter(fileIO: fileIO)
        self.elapsed = elapsed ?? { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    }

    /// Validates the content and templates, and renders every page, without writing anything.
    public func check(_ options: BuildOptions) throws(BuildFailure) -> BuildReport {
        let started = elapsed()
        let prepared = try prepare(options)
        let (jobs, warnings) = try plan(prepared, strict: options.strict)
        _ = try run(jobs, prepared: prepared, into: nil)
        if !freesWhenDone { keepUntilExit((prepared, jobs)) }
        var report = prepared.report(filesWritten: 0, bytesWritten: 0, seconds: elapsed() - started)
        report.diagnostics += warnings
        return report
    }

    /// Renders every file into memory and writes nothing: the site `serve` shows.
    public func render(_ options: BuildOptions) throws(BuildFailure) -> RenderedSite {
        let started = elapsed()
        let prepared = try prepare(options)
        let (jobs, warnings) = try plan(prepared, strict: options.strict)
        let made = ConcurrentResults<[UInt8]>(count: jobs.count)
        let bytes = try run(jobs, prepared: prepared) { index, file throws(OutputWriterError) in
            made.set(index, file.bytes)
        }
        var files: [String: [UInt8]] = [:]
        for (job, file) in zip(jobs, made.values) { files[job.path.description] = file ?? [] }
        var report = prepared.report(filesWritten: 0, bytesWritten: bytes, seconds: elapsed() - started)
        report.diagnostics += warnings
        return RenderedSite(files: files, report: report)
    }

    /// Builds the site into `options.outputFolder`, replacing it only when everything succeeded.
    ///
    /// Each file goes into a staging folder as soon as it is rendered, so writing overlaps
    /// rendering and the site is never held in memory whole.
    public func build(_ options: BuildOptions) throws(BuildFailure) -> BuildReport {
        let started = elapsed()
        let prepared = try prepare(options)
        let (jobs, warnings) = try plan(prepared, strict: options.strict)
        try checkApart(options)
        let staging: OutputStaging
        do {
            staging = try writer.begin(options.outputFolder, marker: SiteRenderer.marker)
            try staging.prepareFolders(for: jobs.map(\.path))
        } catch {
            throw Self.failure(error)
        }
        let bytes: Int
        do {
            bytes = try run(jobs, prepared: prepared) { _, file throws(OutputWriterError) in try staging.write(file) }
        } catch {
            staging.abandon()
            throw error
        }
        do {
            // On failure the staging folder is removed there, and the target is untouched.
            try staging.finish()
        } catch {
            throw Self.failure(error)
        }
        if !freesWhenDone { keepUntilExit((prepared, jobs)) }
        var report = prepared.report(filesWritten: jobs.count, bytesWritten: bytes, seconds: elapsed() - started)
        report.diagnostics += warnings
        return report
    }
}

/// Everything loaded and resolved, ready to render.
struct PreparedBuild {
    var content: PreparedContent
    var templates: TemplateSet
    /// The date words of `site.json`'s language, made while the export was read.
    var dates: SharedValue<DateWording>?

    var tribe: Tribe { content.tribe }
    var settings: SiteSettings { content.settings }
    var diagnostics: [Diagnostic] { content.diagnostics }

    func report(filesWritten: Int, bytesWritten: Int, seconds: Double) -> BuildReport {
        var report = content.report(filesWritten: filesWritten, bytesWritten: bytesWritten, seconds: seconds)
        report.templates = templates.folder
        return report
    }
}

extension PreparedContent {
    /// The summary of a run over this content.
    public func report(filesWritten: Int = 0, bytesWritten: Int = 0, seconds: Double) -> BuildReport {
        BuildReport(
            format: content.format, diagnostics: diagnostics, settings: settings,
            counts: .init(
                members: tribe.members.count, events: tribe.events.count, series: tribe.events.repeatingCount,
                contacts: tribe.contacts.count, trips: tribe.trips.count,
                droppedGeneratedRows: content.droppedGeneratedRows
            ),
            filesWritten: filesWritten, bytesWritten: bytesWritten, seconds: seconds
        )
    }
}

private extension SiteBuilder {
    func prepare(_ options: BuildOptions) throws(BuildFailure) -> PreparedBuild {
        var templates: TemplateSet?
        let folder = options.resolvedTemplatesFolder(on: fileIO)
        // The templates and the date words need nothing from the export: they are made on
        // another core while it is read, and their problems are told where they always were.
        let fileIO = self.fileIO
        let loading = SharedValue { () -> (Result<TemplateSet, TemplateSetError>, [Diagnostic]) in
            let log = DiagnosticLog()
            guard let folder else { return (.success(TemplateSet.loadBuiltIn(log: log)), log.diagnostics) }
            do throws(TemplateSetError) {
                return (.success(try TemplateSet.load(from: folder, fileIO: fileIO, log: log)), log.diagnostics)
            } catch {
                return (.failure(error), log.diagnostics)
            }
        }.madeInBackground()
        var dates: SharedValue<DateWording>?
        // Templates are checked even when the content has errors, so one run shows everything.
        let prepared = try PreparedContent.prepare(
            options, fileIO: fileIO,
            whenConfigured: { configuration in
                let language = configuration.language
                dates = SharedValue { DateWording(language: language) }.madeInBackground()
            },
            alsoCheck: { log throws(BuildFailure) in
                let (loaded, diagnostics) = loading.value
                log.append(contentsOf: diagnostics)
                switch loaded {
                case .success(let set): templates = set
                case .failure(let error): throw .missingInput("\(error)")
                }
            })
        guard let templates else {
            throw .missingInput("the templates folder \(folder ?? TemplateSet.builtInName) could not be read")
        }
        return PreparedBuild(content: prepared, templates: templates, dates: dates)
    }

    /// The site's files as jobs, and the warnings found while planning them.
    func plan(_ prepared: PreparedBuild, strict: Bool) throws(BuildFailure) -> ([OutputJob], [Diagnostic]) {
        let log = DiagnosticLog()
        var settings = prepared.settings
        if let early = prepared.dates?.value, early.language == settings.language {
            settings.dates = early
        } else {
            settings.dates = DateWording(language: settings.language)
        }
        settings.use(prepared.templates.words(for: settings.language, log: log))
        let renderer = SiteRenderer(
            tribe: prepared.tribe, settings: settings, schedule: prepared.content.schedule,
            templates: prepared.templates,
            prose: prepared.content.content.prose, photos: prepared.content.content.photos
        )
        let jobs = renderer.jobs(log: log)
        if log.hasErrors { throw .invalidInput(prepared.diagnostics + log.diagnostics) }
        if strict, !log.diagnostics.isEmpty { throw .warningsUnderStrict(prepared.diagnostics + log.diagnostics) }
        return (jobs, log.diagnostics)
    }

    /// Runs every job on every core, handing each file to `keep` (or to nothing, for a check)
    /// with its job's index; returns the bytes made.
    func run(
        _ jobs: [OutputJob], prepared: PreparedBuild,
        into keep: (@Sendable (Int, OutputFile) throws(OutputWriterError) -> Void)? = nil
    ) throws(BuildFailure) -> Int {
        let unrendered = ConcurrentResults<String>(count: jobs.count)
        let unwritten = ConcurrentResults<OutputWriterError>(count: jobs.count)
        let sizes = ConcurrentResults<Int>(count: jobs.count)
        let made = Atomic<Int>(0)
        let limit = byteLimit
        Workers.perform(jobs.count) { index in
            // Past the limit the build is refused: the rest is not made.
            guard made.load(ordering: .relaxed) <= limit else { return }
            let job = jobs[index]
            let bytes: [UInt8]
            do throws(TemplateRenderError) {
                bytes = try job.make()
            } catch {
                unrendered.set(index, "\(job.failure): \(error)")
                return
            }
            sizes.set(index, bytes.count)
            guard made.wrappingAdd(bytes.count, ordering: .relaxed).newValue <= limit else { return }
            do throws(OutputWriterError) {
                try keep?(index, OutputFile(path: job.path, bytes: bytes))
            } catch {
                unwritten.set(index, error)
            }
        }
        if made.load(ordering: .relaxed) > limit {
            throw Self.refusal(
                jobs, sizes: sizes.values, unrendered: unrendered.values, limit: limit, prepared: prepared)
        }
        let problems = unrendered.values.compactMap { $0 }
        guard problems.isEmpty else {
            let log = DiagnosticLog()
            for problem in problems { log.error(problem, file: prepared.templates.folder) }
            throw .invalidInput(prepared.diagnostics + log.diagnostics)
        }
        if let error = unwritten.values.compactMap({ $0 }).first { throw Self.failure(error) }
        return sizes.values.reduce(0) { $0 + ($1 ?? 0) }
    }

    /// Why a site past `limit` is refused, the same for the same input whichever jobs ran
    /// before the cores stopped.
    ///
    /// It tells of the jobs in their order up to the one that passes the limit, measuring
    /// those no core made (and reporting any whose template failed): what they come to, the
    /// folders most of it is in and the largest file, each path as messages show it.
    static func refusal(
        _ jobs: [OutputJob], sizes: [Int?], unrendered: [String?], limit: Int, prepared: PreparedBuild
    ) -> BuildFailure {
        let log = DiagnosticLog()
        let publishing = prepared.settings.publishing
        var total = 0
        var counted = 0
        var byFolder: [String: Int] = [:]
        var largest: (path: String, bytes: Int)?
        for (index, job) in jobs.enumerated() where total <= limit {
            var size = sizes[index]
            var failure = unrendered[index]
            if size == nil, failure == nil {
                do throws(TemplateRenderError) {
                    size = try job.make().count
                } catch {
                    failure = "\(job.failure): \(error)"
                }
            }
            if let failure { log.error(failure, file: prepared.templates.folder) }
            guard let size else { continue }
            let path = publishing.shown(job.path)
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            let depth = parts.first == "<secret>" ? 2 : 1
            let folder = parts.count > depth ? parts.prefix(depth).joined(separator: "/") + "/" : path
            byFolder[folder, default: 0] += size
            if size > largest?.bytes ?? -1 { largest = (path, size) }
            total += size
            counted += 1
        }
        let megabytes = { (bytes: Int) in
            bytes >= 1_000_000 ? "\((bytes + 500_000) / 1_000_000) MB" : "\((bytes + 999) / 1_000) KB"
        }
        let folders = byFolder.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
            .map { "\($0.key) \(megabytes($0.value))" }
        log.error(
            "the site grows past \(megabytes(limit)), the most it may hold: its first \(counted) files come to "
                + "\(megabytes(total)), most of it in " + folders.joined(separator: ", ")
                + (largest.map { ", the largest \($0.path) (\(megabytes($0.bytes)))" } ?? "")
                + "; trips that last months repeat their travellers' events on their pages, and events that invite "
                + "many people show them all on each one's planner: shorten those, or planner_months")
        return .invalidInput(prepared.diagnostics + log.diagnostics)
    }

    /// Refuses an output folder that is, holds or lies inside the content or the templates
    /// folder: replacing it would delete the input, marker or not.
    func checkApart(_ options: BuildOptions) throws(BuildFailure) {
        let io = writer.fileIO
        guard let output = io.canonical(options.outputFolder) else { return }
        let inputs =
            [(options.contentFolder, "content")]
            + (options.resolvedTemplatesFolder(on: io).map { [($0, "templates")] } ?? [])
        for (folder, role) in inputs {
            let input = io.canonical(folder) ?? folder
            let relation: String? =
                output == input
                ? "it is the \(role) folder"
                : input.hasPrefix(output == "/" ? "/" : output + "/")
                    ? "it holds the \(role) folder \(folder)"
                    : output.hasPrefix(input + "/") ? "it is inside the \(role) folder \(folder)" : nil
            if let relation {
                throw .outputRefused(
                    "refusing to write the site into \(options.outputFolder): \(relation); choose another --output")
            }
        }
    }

    static func failure(_ error: OutputWriterError) -> BuildFailure {
        switch error {
        case .refused: return .outputRefused(error.description)
        case .writeFailed: return .writeFailed(error.description + "; the previous output is untouched")
        }
    }
}
