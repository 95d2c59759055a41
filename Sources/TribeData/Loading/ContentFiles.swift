/// Opens the files of one content folder through `FileIO`, logging what is missing or broken.
struct ContentFiles {
    let folder: String
    let fileIO: FileIO
    let log: DiagnosticLog
    /// Where each name a pull put in place is read from: its set's own folder, found once
    /// (see `PulledExportLayout`).
    let pulled: [String: String]

    init(folder: String, fileIO: FileIO, log: DiagnosticLog) {
        self.folder = folder
        self.fileIO = fileIO
        self.log = log
        pulled = PulledExportLayout.resolved(in: folder, fileIO: fileIO)
    }

    /// The path of a file in the folder, as messages show it.
    func path(of name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Where the file shown as `path(of: name)` is read from.
    func readingPath(of name: String) -> String {
        pulled[name] ?? path(of: name)
    }

    func exists(_ name: String) -> Bool {
        fileIO.kind(readingPath(of: name)) == .file
    }

    /// Whether anything at all stands at `name`, a file or not.
    func isPresent(_ name: String) -> Bool {
        fileIO.describe(readingPath(of: name)) != nil
    }

    /// The parsed file, or nil when it is missing (an error if `required`) or not JSON.
    ///
    /// A pulled set that lacks a file lacks it as a folder does: the export saved by hand that
    /// a first pull keeps while it puts its own in place may have had no `profiles.json`.
    func document(_ name: String, required: Bool) -> JSONDocument? {
        let path = path(of: name)
        let reading = readingPath(of: name)
        guard exists(name) else {
            if let what = fileIO.describe(reading) {
                // Something else by that name is never what was meant, wanted or not.
                log.error("\(name) is \(what), not a file", file: path)
            } else if required {
                log.error("missing \(name): the content folder must hold it", file: path)
            }
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try fileIO.read(reading)
        } catch {
            log.error("cannot read the file: \(error)", file: path)
            return nil
        }
        return JSONDocument.parse(bytes, file: path, log: log)
    }
}
