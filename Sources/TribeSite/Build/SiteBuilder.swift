import Foundation
import TribeData

/// The pipeline: load → validate → render → write, reporting every problem at once.
public struct SiteBuilder: Sendable {
    public var fileIO: FileIO
    public var writer: OutputWriter
    /// A monotonic clock in seconds, for the summary's timing only (never for the output).
    public var elapsed: @Sendable () -> Double

    public init(fileIO: FileIO = .disk, writer: OutputWriter? = nil, elapsed: (@Sendable () -> Double)? = nil) {
        self.fileIO = fileIO
        self.writer = writer ?? OutputWriter(fileIO: fileIO)
        self.elapsed = elapsed ?? { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
    }

    /// Validates the content and templates without writing anything.
    public func check(_ options: BuildOptions) throws(BuildFailure) -> BuildReport {
        let started = elapsed()
        let prepared = try prepare(options)
        let (_, warnings) = try renderSite(prepared, strict: options.strict)
        var report = prepared.report(filesWritten: 0, bytesWritten: 0, seconds: elapsed() - started)
        report.diagnostics += warnings
        return report
    }

    /// Builds the site into `options.outputFolder`, replacing it only when everything succeeded.
    public func build(_ options: BuildOptions) throws(BuildFailure) -> BuildReport {
        let started = elapsed()
        let prepared = try prepare(options)
        let (files, warnings) = try renderSite(prepared, strict: options.strict)
        do {
            try writer.write(files, to: options.outputFolder, marker: SiteRenderer.marker)
        } catch {
            switch error {
            case .refused: throw .outputRefused(error.description)
            case .writeFailed: throw .writeFailed(error.description + "; the previous output is untouched")
            }
        }
        var report = prepared.report(filesWritten: files.count, bytesWritten: files.reduce(0) { $0 + $1.bytes.count }, seconds: elapsed() - started)
        report.diagnostics += warnings
        return report
    }
}

/// Everything loaded and resolved, ready to render.
struct PreparedBuild {
    var content: PreparedContent
    var templates: TemplateSet

    var tribe: Tribe { content.tribe }
    var settings: SiteSettings { content.settings }
    var diagnostics: [Diagnostic] { content.diagnostics }

    func report(filesWritten: Int, bytesWritten: Int, seconds: Double) -> BuildReport {
        content.report(filesWritten: filesWritten, bytesWritten: bytesWritten, seconds: seconds)
    }
}

extension PreparedContent {
    /// The summary of a run over this content.
    public func report(filesWritten: Int = 0, bytesWritten: Int = 0, seconds: Double) -> BuildReport {
        BuildReport(
            format: content.format, diagnostics: diagnostics, settings: settings,
            counts: .init(
                members: tribe.members.count, events: tribe.events.count, series: tribe.events.filter(\.repeats).count,
                contacts: tribe.contacts.count, trips: tribe.trips.count, droppedGeneratedRows: content.droppedGeneratedRows
            ),
            filesWritten: filesWritten, bytesWritten: bytesWritten, seconds: seconds
        )
    }
}

private extension SiteBuilder {
    func prepare(_ options: BuildOptions) throws(BuildFailure) -> PreparedBuild {
        var templates: TemplateSet?
        // Templates are checked even when the content has errors, so one run shows everything.
        let prepared = try PreparedContent.prepare(options, fileIO: fileIO) { log throws(BuildFailure) in
            do {
                templates = try TemplateSet.load(from: options.templatesFolder, fileIO: fileIO, log: log)
            } catch {
                throw .missingInput("\(error)")
            }
        }
        guard let templates else { throw .missingInput("the templates folder \(options.templatesFolder) could not be read") }
        return PreparedBuild(content: prepared, templates: templates)
    }

    /// The site's files, and the warnings rendering found.
    func renderSite(_ prepared: PreparedBuild, strict: Bool) throws(BuildFailure) -> ([OutputFile], [Diagnostic]) {
        let log = DiagnosticLog()
        let renderer = SiteRenderer(
            tribe: prepared.tribe, settings: prepared.settings, schedule: prepared.content.schedule, templates: prepared.templates,
            prose: prepared.content.content.prose
        )
        let files = renderer.render(log: log)
        if log.hasErrors { throw .invalidInput(prepared.diagnostics + log.diagnostics) }
        if strict, !log.diagnostics.isEmpty { throw .warningsUnderStrict(prepared.diagnostics + log.diagnostics) }
        return (files, log.diagnostics)
    }
}
