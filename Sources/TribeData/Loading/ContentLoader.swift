/// Loads and validates a content folder in either input format, collecting every problem.
///
/// A folder holding `events.json` is a raw TribeHub export; otherwise `tribe.json` is
/// TribePress's own file. Either may sit beside `site.json`, and beside Markdown files that
/// add the family's prose to a contact's, trip's or member's page.
public struct ContentLoader: Sendable {
    public var fileIO: FileIO

    public init(fileIO: FileIO = .disk) {
        self.fileIO = fileIO
    }

    /// Reads `folder`; throws only when the folder itself is missing. `whenConfigured` is
    /// told `site.json`'s settings as soon as they are read, before the tribe's records.
    public func load(from folder: String, whenConfigured: (SiteConfiguration) -> Void = { _ in })
        throws(ContentLoaderError) -> LoadedContent
    {
        guard fileIO.kind(folder) == .folder else {
            if let what = fileIO.describe(folder) { throw .notAFolder(folder, what) }
            throw .missingFolder(folder)
        }
        let log = DiagnosticLog()
        let files = ContentFiles(folder: folder, fileIO: fileIO, log: log)
        let configuration = SiteConfigurationLoader(files: files).load()
        whenConfigured(configuration)
        // The backend's other files mark an export even when its events are missing, which is
        // then said, rather than reading its tribe.json as TribePress's own.
        let format: InputFormat =
            ["events.json", "contacts.json", "profiles.json"].contains(where: files.isPresent)
            ? .backendExport : .canonical
        var dropped = 0
        var tribe: Tribe?
        switch format {
        case .backendExport: tribe = BackendExportLoader(files: files).load(droppedRows: &dropped)
        case .canonical: tribe = CanonicalFileLoader(files: files).load(droppedRows: &dropped)
        }
        var photos: [MemberPhoto] = []
        if var loaded = tribe {
            photos = PhotoLoader(files: files).load(into: &loaded.members)
            tribe = loaded
        }
        let prose = ProseLoader(files: files).load()
        if let tribe { ProseLoader.checkReferences(prose, against: tribe, log: log) }
        if let tribe {
            let trips = Set(tribe.trips.map(\.id))
            for id in configuration.weather.tripPoints.keys.sorted() where !trips.contains(id) {
                log.warning(
                    "trip_locations gives a place for trip \(id), but there is no trip \(id); it is not used",
                    file: files.path(of: SiteConfigurationLoader.fileName))
            }
        }
        if let tribe, let configured = configuration.timeZone, let own = tribe.timeZone, configured != own {
            log.warning(
                "site.json sets the time zone \(configured) but tribe.json says \(own); \(configured) is used",
                file: files.path(of: SiteConfigurationLoader.fileName))
        }
        return LoadedContent(
            tribe: tribe, configuration: configuration, format: format, diagnostics: log.diagnostics.sortedForReading(),
            droppedGeneratedRows: dropped, prose: prose, photos: photos
        )
    }
}

/// Why a content folder could not be read at all.
public enum ContentLoaderError: Error, Equatable, CustomStringConvertible {
    case missingFolder(String)
    /// Something else stands where the folder should: a file, a link that leads nowhere.
    case notAFolder(String, String)

    public var description: String {
        switch self {
        case .missingFolder(let folder): return "the content folder \(folder) does not exist"
        case .notAFolder(let folder, let what): return "the content folder \(folder) is \(what), not a folder"
        }
    }
}
