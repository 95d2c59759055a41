import TribeData

/// What a build or check did, for the summary line and the exit status.
public struct BuildReport: Sendable {
    public var format: InputFormat
    public var diagnostics: [Diagnostic]
    public var settings: SiteSettings
    public var counts: Counts
    /// Files written (zero for a check).
    public var filesWritten: Int
    public var bytesWritten: Int
    public var seconds: Double
    /// The templates folder the pages were rendered with, `TemplateSet.builtInName`, or nil
    /// where no page was.
    public var templates: String?

    /// How much data the build saw.
    public struct Counts: Sendable, Hashable {
        public var members: Int
        public var events: Int
        public var series: Int
        public var contacts: Int
        public var trips: Int
        public var droppedGeneratedRows: Int
    }

    public var warnings: Int { diagnostics.filter { $0.severity == .warning }.count }
}
