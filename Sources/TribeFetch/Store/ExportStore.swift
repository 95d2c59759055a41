import Foundation
import TribeData

/// The pulled export of one content folder, replaced all at once.
///
/// The four files and the photo folder a pull writes are, in the content folder, symbolic
/// links into `.tribehub/current/`, and `current` is itself a link to the folder of a pull's
/// set (`.tribehub/pull-<n>/`; `PulledExportLayout`). A pull writes the new set into a folder
/// of its own, makes it durable, and puts it in place with one `rename` over `current`:
/// whenever the pull is stopped, every name of the content folder opens the previous set or
/// the new one, for TribePress or any other program. (Kubernetes puts a volume's files in
/// place the same way.) The set it replaced stays until the next pull, so a build that
/// resolved `current` just before the swap reads that set whole.
///
/// A folder that held an export saved by hand is turned into this shape once: its files are
/// copied into a set of their own, put in place as `current`, and each is replaced by a link
/// that reads the same bytes; only then does the new set go in.
public struct ExportStore: Sendable {
    /// The backend's answers, as a build reads them.
    public static let fileNames = PulledExportLayout.names.filter { $0 != MemberPhoto.folder }
    /// Where a refused pull's files are kept, to read its errors in.
    public static let rejectedName = "rejected"

    /// The content folder, as the command line named it.
    public let content: String
    let fileIO: FileIO

    public init(content: String, fileIO: FileIO = .disk) {
        self.content = content
        self.fileIO = fileIO
    }

    /// The path of `name` in the content folder, as messages show it.
    public func path(_ name: String) -> String {
        content.hasSuffix("/") ? content + name : content + "/" + name
    }

    var storeFolder: String { path(PulledExportLayout.folderName) }
    var currentLink: String { storeFolder + "/" + PulledExportLayout.currentName }
}

/// A new export written beside the current one, not yet in place.
public struct StagedExport: Sendable {
    /// The set's folder name inside `.tribehub/`.
    public let name: String
    /// The set's folder.
    public let folder: String
}

extension ExportStore {
    /// Makes sure the content folder may take a pull: refuses (73) a TribePress file, anything
    /// standing where the export goes that a pull must not replace, and (75) a pull already
    /// under way. Makes the content folder if it is missing, removes what earlier pulls left,
    /// and returns the lock that keeps other pulls out until it is released. Writes nothing
    /// else, so a pull that fails before its export is complete leaves the folder as it was.
    public func prepare() throws(PullFailure) -> StoreLock {
        if let what = fileIO.describe(content), fileIO.kind(content) != .folder {
            throw PullFailure(.wouldOverwrite, "the content folder \(content) is \(what), not a folder")
        }
        try checkReplaceable()
        do {
            try fileIO.createFolder(content)
        } catch {
            throw PullFailure(.cannotWrite, "cannot create the content folder \(content): \(error)")
        }
        let lock = try StoreLock(folder: content)
        if fileIO.kind(storeFolder) == .folder { removeLeftovers() }
        return lock
    }

    /// Writes `export` as a new set beside the current one and makes it durable.
    public func stage(_ export: PulledExport) throws(PullFailure) -> StagedExport {
        let name = "pull-\((currentNumber ?? 0) + 1)"
        let folder = storeFolder + "/" + name
        do {
            try? fileIO.remove(folder)
            try fileIO.createFolder(folder + "/" + MemberPhoto.folder)
            for (file, bytes) in export.files { try fileIO.write(folder + "/" + file, bytes) }
            for photo in export.photos {
                try fileIO.write(folder + "/" + MemberPhoto.folder + "/" + photo.fileName, photo.bytes)
            }
            try fileIO.sync(folder)
        } catch {
            try? fileIO.remove(folder)
            throw PullFailure(.cannotWrite, "cannot write the new export into \(folder): \(error)")
        }
        return StagedExport(name: name, folder: folder)
    }

    /// The content folder as a build would see it with `staged` in place: the export's files
    /// and photos are read from the staged set, everything else from where it is.
    public func view(of staged: StagedExport) -> FileIO {
        let photos = path(MemberPhoto.folder) + "/"
        let redirected = Dictionary(
            uniqueKeysWithValues: PulledExportLayout.names.map { (path($0), staged.folder + "/" + $0) })
        let map: @Sendable (String) -> String = { path in
            if let target = redirected[path] { return target }
            if path.hasPrefix(photos) {
                return staged.folder + "/" + MemberPhoto.folder + "/" + path.dropFirst(photos.count)
            }
            return path
        }
        let underlying = fileIO
        var view = underlying
        view.read = { try underlying.read(map($0)) }
        view.kind = { underlying.kind(map($0)) }
        view.describe = { underlying.describe(map($0)) }
        view.listFiles = { try underlying.listFiles(map($0)) }
        view.listEntries = { try underlying.listEntries(map($0)) }
        view.canonical = { underlying.canonical(map($0)) }
        // The staged files are read where they are, not through the set in place.
        view.linkTarget = { redirected[$0] == nil ? underlying.linkTarget($0) : nil }
        return view
    }

    /// Puts `staged` in place: after this returns, and at no moment before it, the content
    /// folder's export is the staged one.
    public func commit(_ staged: StagedExport) throws(PullFailure) {
        // Again, under the lock: the folder may have changed while the pull was reading.
        try checkReplaceable()
        do {
            if currentTarget == nil { try keepHandSavedSet() }
            for name in PulledExportLayout.names where !isPulledLink(name) {
                try replaceWithLink(path(name), target: PulledExportLayout.link(to: name))
            }
            try fileIO.sync(content)
            try replaceWithLink(currentLink, target: staged.name)
            try fileIO.sync(storeFolder)
        } catch {
            throw PullFailure(.cannotWrite, "cannot put the new export in place: \(error); the previous one stays")
        }
    }

    /// Keeps a refused set as `.tribehub/rejected/`, for its errors to be read in; returns the
    /// folder, or nil when it could not be kept (and then it is removed).
    public func reject(_ staged: StagedExport) -> String? {
        let rejected = storeFolder + "/" + Self.rejectedName
        try? fileIO.remove(rejected)
        guard (try? fileIO.move(staged.folder, rejected)) != nil else {
            try? fileIO.remove(staged.folder)
            return nil
        }
        return rejected
    }

    /// Removes a staged set that is neither kept nor put in place.
    public func discard(_ staged: StagedExport) {
        try? fileIO.remove(staged.folder)
    }

    /// The photo of `memberID` in the current export, if it has one.
    public func currentPhoto(of memberID: Int) -> MemberPhoto? {
        for kind in PhotoKind.allCases {
            let file = path(MemberPhoto.folder) + "/\(memberID).\(kind.fileExtension)"
            guard fileIO.kind(file) == .file, let bytes = try? fileIO.read(file), PhotoKind(bytes: bytes) == kind
            else { continue }
            return MemberPhoto(memberID: memberID, kind: kind, bytes: bytes)
        }
        return nil
    }
}

private extension ExportStore {
    /// The folder `current` leads to, when a pull has put one in place.
    var currentTarget: String? {
        guard let target = fileIO.linkTarget(currentLink), !target.contains("/") else { return nil }
        return target
    }

    /// The number of the current set, `n` of `pull-<n>`.
    var currentNumber: Int? {
        currentTarget.flatMap { $0.hasPrefix("pull-") ? Int($0.dropFirst(5)) : nil }
    }

    /// Whether `name` in the content folder is the link a pull makes.
    func isPulledLink(_ name: String) -> Bool {
        fileIO.linkTarget(path(name)) == PulledExportLayout.link(to: name)
    }

    /// Refuses what a pull must not replace: a hand-written family's `tribe.json`, a folder
    /// where a file goes, a photo folder the pull did not make, a link to somewhere else.
    func checkReplaceable() throws(PullFailure) {
        for name in PulledExportLayout.names where !isPulledLink(name) {
            let file = path(name)
            guard let what = fileIO.describe(file) else { continue }
            if name == MemberPhoto.folder {
                throw PullFailure(
                    .wouldOverwrite,
                    "\(file) is \(what) that a pull did not make; a pull keeps the members' photos there, so move it away"
                )
            }
            guard what == "a file" else {
                throw PullFailure(.wouldOverwrite, "\(file) is \(what); a pull writes a file there, so move it away")
            }
            if name == "tribe.json", !isBackendAnswer(file) {
                throw PullFailure(
                    .wouldOverwrite,
                    "\(file) is not a TribeHub answer but a TribePress file (a family written by hand); a pull never "
                        + "replaces it. Pull into another folder with --content")
            }
        }
        if let what = fileIO.describe(storeFolder), fileIO.kind(storeFolder) != .folder || what.hasPrefix("a symbolic")
        {
            throw PullFailure(.wouldOverwrite, "\(storeFolder) is \(what); a pull keeps its sets in a folder there")
        }
        if let what = fileIO.describe(currentLink), fileIO.linkTarget(currentLink) == nil {
            throw PullFailure(.wouldOverwrite, "\(currentLink) is \(what); a pull keeps a link to its set there")
        }
    }

    /// Whether the file is a backend list answer (an object with `results`), as a saved
    /// `GET /tribe/` is and TribePress's own `tribe.json` never is.
    func isBackendAnswer(_ file: String) -> Bool {
        guard let bytes = try? fileIO.read(file), let root = try? JSONParser.parse(bytes),
            case .object(let members) = root.value
        else { return false }
        return members.contains { $0.key == "results" } && !members.contains { $0.key == "tribe" }
    }

    /// Removes what earlier pulls left: the set the last one replaced, sets never put in
    /// place, and links half made.
    func removeLeftovers() {
        let kept = Set([PulledExportLayout.currentName, Self.rejectedName] + [currentTarget].compactMap(\.self))
        for entry in (try? fileIO.listEntries(storeFolder)) ?? [] where !kept.contains(entry) {
            try? fileIO.remove(storeFolder + "/" + entry)
        }
        for name in PulledExportLayout.names { try? fileIO.remove(path(Self.temporaryName(name))) }
    }

    /// Copies an export saved by hand into a set of its own and puts it in place as `current`,
    /// so that each of its files can then become a link that reads the same bytes.
    func keepHandSavedSet() throws {
        let present = Self.fileNames.filter { fileIO.kind(path($0)) == .file }
        guard !present.isEmpty else { return }
        let folder = storeFolder + "/pull-0"
        try? fileIO.remove(folder)
        try fileIO.createFolder(folder)
        for name in present { try fileIO.write(folder + "/" + name, try fileIO.read(path(name))) }
        try fileIO.sync(folder)
        try replaceWithLink(currentLink, target: "pull-0")
        try fileIO.sync(storeFolder)
    }

    /// Replaces whatever file or link is at `path` with a symbolic link to `target`, atomically.
    func replaceWithLink(_ path: String, target: String) throws {
        let (folder, name) = FileIO.split(path)
        let temporary = folder + "/" + Self.temporaryName(name)
        try? fileIO.remove(temporary)
        try fileIO.makeLink(target, temporary)
        do {
            try fileIO.move(temporary, path)
        } catch {
            try? fileIO.remove(temporary)
            throw error
        }
    }

    static func temporaryName(_ name: String) -> String { "." + name + ".tribehub-new" }
}
