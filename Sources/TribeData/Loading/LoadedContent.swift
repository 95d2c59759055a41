/// What loading a content folder produced: the data, the settings and every problem found.
public struct LoadedContent: Sendable {
    /// The tribe, or nil when the files were too broken to assemble one.
    public var tribe: Tribe?
    public var configuration: SiteConfiguration
    public var format: InputFormat
    /// Every error and warning, in reading order.
    public var diagnostics: [Diagnostic]
    /// Server-generated `REC` rows left out.
    public var droppedGeneratedRows: Int
    /// The content folder's Markdown files, each attached to a record's page.
    public var prose: [ProseFile]
    /// The members' photos from `avatars/`, each published in place of its member's initials.
    public var photos: [MemberPhoto]

    public init(
        tribe: Tribe?, configuration: SiteConfiguration, format: InputFormat, diagnostics: [Diagnostic],
        droppedGeneratedRows: Int, prose: [ProseFile] = [], photos: [MemberPhoto] = []
    ) {
        self.tribe = tribe
        self.configuration = configuration
        self.format = format
        self.diagnostics = diagnostics
        self.droppedGeneratedRows = droppedGeneratedRows
        self.prose = prose
        self.photos = photos
    }

    /// Whether the build may go on: there is a tribe and no error.
    public var isUsable: Bool { tribe != nil && !diagnostics.containsErrors }
}
