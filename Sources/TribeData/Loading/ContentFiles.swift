/// Opens the files of one content folder through `FileIO`, logging what is missing or broken.
struct ContentFiles {
    let folder: String
    let fileIO: FileIO
    let log: DiagnosticLog

    /// The path of a file in the folder, as messages show it.
    func path(of name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    func exists(_ name: String) -> Bool {
        fileIO.kind(path(of: name)) == .file
    }

    /// Whether anything at all stands at `name`, a file or not.
    func isPresent(_ name: String) -> Bool {
        fileIO.describe(path(of: name)) != nil
    }

    /// The parsed file, or nil when it is missing (an error if `required`) or not JSON.
    func document(_ name: String, required: Bool) -> JSONDocument? {
        let path = path(of: name)
        guard exists(name) else {
            if !required, fileIO.linkTarget(path) == ContentLoader.pulledLink(to: name), fileIO.kind(path) == nil {
                // A pull's link to a file its set lacks: the export saved by hand that a first
                // pull is turning into a pulled one had no such file (see ExportStore).
                return nil
            }
            if let what = fileIO.describe(path) {
                // Something else by that name is never what was meant, wanted or not.
                log.error("\(name) is \(what), not a file", file: path)
            } else if required {
                log.error("missing \(name): the content folder must hold it", file: path)
            }
            return nil
        }
        let bytes: [UInt8]
        do {
            bytes = try fileIO.read(path)
        } catch {
            log.error("cannot read the file: \(error)", file: path)
            return nil
        }
        return JSONDocument.parse(bytes, file: path, log: log)
    }
}
