import TribeData

/// What a build or check was asked to do: the command line's choices, before resolution.
public struct BuildOptions: Sendable {
    public var contentFolder: String
    public var outputFolder: String
    /// The templates folder; nil for `templates` where it exists, else the built-in templates.
    public var templatesFolder: String?
    /// Overrides `site.json` and `tribe.time_zone`.
    public var timeZone: String?
    /// Overrides `site.json`.
    public var baseURL: String?
    /// Overrides `site.json`.
    public var title: String?
    /// The `--now` text, if given.
    public var now: String?
    /// Whether warnings fail the build.
    public var strict: Bool
    /// The process environment, for `SOURCE_DATE_EPOCH`.
    public var environment: [String: String]

    public init(
        contentFolder: String = "content", outputFolder: String = "_site", templatesFolder: String? = nil,
        timeZone: String? = nil, baseURL: String? = nil, title: String? = nil, now: String? = nil, strict: Bool = false,
        environment: [String: String] = [:]
    ) {
        self.contentFolder = contentFolder
        self.outputFolder = outputFolder
        self.templatesFolder = templatesFolder
        self.timeZone = timeZone
        self.baseURL = baseURL
        self.title = title
        self.now = now
        self.strict = strict
        self.environment = environment
    }

    /// The folder `templatesFolder` stands for: itself, else `templates` where it exists on
    /// `fileIO`; nil for the built-in templates.
    public func resolvedTemplatesFolder(on fileIO: FileIO) -> String? {
        templatesFolder ?? (fileIO.kind(Self.defaultTemplatesFolder) != nil ? Self.defaultTemplatesFolder : nil)
    }

    public static let defaultTemplatesFolder = "templates"
}
