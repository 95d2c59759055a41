import CFileSwap
import Foundation
import TribeData

/// The pulled export of one content folder, replaced all at once.
///
/// The four files and the photo folder a pull writes are, in the content folder, symbolic
/// links into `.tribehub/current/`, and `current` is itself a link to the folder of the last
/// pull (`.tribehub/pull-<n>/`). A pull writes the new export into a folder of its own, makes
/// it durable, and puts it in place with one `rename` of `current`: every reader of the
/// content folder, TribePress or not, opens either the previous set or the new one, whenever
/// the pull is stopped. (Kubernetes puts a volume's files in place the same way.)
///
/// A folder that held an export saved by hand is turned into this shape once: its files are
/// copied into a set of their own, put in place as `current`, and each is replaced by a link
/// that reads the same bytes; only then does the new set go in.
public struct ExportStore: Sendable {
    /// The hidden folder, inside the content folder, that holds the pulled sets.
    public static let folderName = ".tribehub"
    /// The backend's answers, as a build reads them.
    public static let fileNames = ["tribe.json", "events.json", "contacts.json", "profiles.json"]
    /// The members' photos, as `<user_id>.<jpg|png|webp>`.
    public static let photoFolderName = "avatars"
    /// Where a refused pull's files are kept, to read its errors in.
    public static let rejectedName = "rejected"
    /// The link to the set in place; `ContentLoader.pulledLink(to:)` reads through it.
    static let currentName = "current"
    static var names: [String] { fileNames + [photoFolderName] }

    /// The content folder, as the command line named it.
    public let content: String

    public init(content: String) {
        self.content = content
    }

    /// The path of `name` in the content folder, as messages show it.
    public func path(_ name: String) -> String {
        content.hasSuffix("/") ? content + name : content + "/" + name
    }

    var storeFolder: String { path(Self.folderName) }
    var currentLink: String { storeFolder + "/" + Self.currentName }

    /// What a link in the content folder made by a pull holds.
    static func linkTarget(of name: String) -> String { ContentLoader.pulledLink(to: name) }
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
    /// under way. Removes what killed pulls left and returns the lock that keeps other pulls
    /// out until it is released; writes nothing else, so a pull that fails before its export
    /// is complete leaves the folder as it found it.
    public func prepare() throws(PullFailure) -> StoreLock {
        let disk = FileIO.disk
        if let what = disk.describe(content), disk.kind(content) != .folder {
            throw PullFailure(.wouldOverwrite, "the content folder \(content) is \(what), not a folder")
        }
        try checkReplaceable()
        // The folder itself, or the nearest folder above it while it does not exist yet.
        var locked = content
        while disk.kind(locked) != .folder, locked != FileIO.split(locked).folder {
            locked = FileIO.split(locked).folder
        }
        let lock = try StoreLock(folder: locked)
        if disk.kind(storeFolder) == .folder { removeLeftovers() }
        return lock
    }

    /// Writes `export` as a new set beside the current one and makes it durable.
    public func stage(_ export: PulledExport) throws(PullFailure) -> StagedExport {
        let name = "pull-\((currentNumber ?? 0) + 1)"
        let folder = storeFolder + "/" + name
        let disk = FileIO.disk
        do {
            try? disk.remove(folder)
            // Made with the content folder, if this is its first pull.
            try disk.createFolder(folder + "/" + Self.photoFolderName)
            for (file, bytes) in export.files { try disk.write(folder + "/" + file, bytes) }
            for photo in export.photos {
                try disk.write(folder + "/" + Self.photoFolderName + "/" + photo.fileName, photo.bytes)
            }
            try disk.sync(folder)
        } catch {
            try? disk.remove(folder)
            throw PullFailure(.cannotWrite, "cannot write the new export into \(folder): \(error)")
        }
        return StagedExport(name: name, folder: folder)
    }

    /// The disk as a build would see it with `staged` in place: the export's files and photos
    /// are read from the staged set, everything else of the content folder from where it is.
    public func view(of staged: StagedExport) -> FileIO {
        let photoPrefix = path(Self.photoFolderName) + "/"
        let redirected = Dictionary(uniqueKeysWithValues: Self.names.map { (path($0), staged.folder + "/" + $0) })
        let map: @Sendable (String) -> String = { path in
            if let target = redirected[path] { return target }
            if path.hasPrefix(photoPrefix) {
                return staged.folder + "/" + Self.photoFolderName + "/" + path.dropFirst(photoPrefix.count)
            }
            return path
        }
        let disk = FileIO.disk
        var view = disk
        view.read = { try disk.read(map($0)) }
        view.kind = { disk.kind(map($0)) }
        view.describe = { disk.describe(map($0)) }
        view.listFiles = { try disk.listFiles(map($0)) }
        view.listEntries = { try disk.listEntries(map($0)) }
        view.canonical = { disk.canonical(map($0)) }
        return view
    }

    /// Puts `staged` in place: after this returns, and at no moment before it, the content
    /// folder's export is the staged one; the set it replaced is removed.
    public func commit(_ staged: StagedExport) throws(PullFailure) {
        let previous: String?
        do {
            if currentTarget == nil { try keepHandSavedSet() }
            // The set this one replaces: the last pull's, or the export saved by hand.
            previous = currentTarget
            for name in Self.names where !isPulledLink(name) {
                try replaceWithLink(path(name), target: Self.linkTarget(of: name))
            }
            try sync(content)
            try replaceWithLink(currentLink, target: staged.name)
            try sync(storeFolder)
        } catch {
            throw PullFailure(.cannotWrite, "cannot put the new export in place: \(error); the previous one stays")
        }
        if let previous, previous != staged.name { try? FileIO.disk.remove(storeFolder + "/" + previous) }
    }

    /// Keeps a refused set as `.tribehub/rejected/`, for its errors to be read in; returns the
    /// folder, or nil when it could not be kept (and then it is removed).
    public func reject(_ staged: StagedExport) -> String? {
        let rejected = storeFolder + "/" + Self.rejectedName
        try? FileIO.disk.remove(rejected)
        guard (try? FileIO.disk.move(staged.folder, rejected)) != nil else {
            try? FileIO.disk.remove(staged.folder)
            return nil
        }
        return rejected
    }

    /// Removes a staged set that is neither kept nor put in place.
    public func discard(_ staged: StagedExport) {
        try? FileIO.disk.remove(staged.folder)
    }

    /// The photo of `memberID` in the current export, if it has one.
    public func currentPhoto(of memberID: Int) -> MemberPhoto? {
        for kind in PhotoKind.allCases {
            let file = path(Self.photoFolderName) + "/\(memberID).\(kind.fileExtension)"
            guard FileIO.disk.kind(file) == .file, let bytes = try? FileIO.disk.read(file),
                PhotoKind(bytes: bytes) == kind
            else { continue }
            return MemberPhoto(memberID: memberID, kind: kind, bytes: bytes)
        }
        return nil
    }
}

private extension ExportStore {
    /// The folder `current` leads to, when a pull has put one in place.
    var currentTarget: String? {
        guard let target = FileIO.disk.linkTarget(currentLink), !target.contains("/") else { return nil }
        return target
    }

    /// The number of the current set, `n` of `pull-<n>`.
    var currentNumber: Int? {
        currentTarget.flatMap { $0.hasPrefix("pull-") ? Int($0.dropFirst(5)) : nil }
    }

    /// Whether `name` in the content folder is the link a pull makes.
    func isPulledLink(_ name: String) -> Bool {
        FileIO.disk.linkTarget(path(name)) == Self.linkTarget(of: name)
    }

    /// Refuses what a pull must not replace: a hand-written family's `tribe.json`, a folder
    /// where a file goes, a photo folder the pull did not make, a link to somewhere else.
    func checkReplaceable() throws(PullFailure) {
        let disk = FileIO.disk
        for name in Self.names where !isPulledLink(name) {
            let file = path(name)
            guard let what = disk.describe(file) else { continue }
            if name == Self.photoFolderName {
                throw PullFailure(
                    .wouldOverwrite,
                    "\(file) is \(what) that a pull did not make; a pull keeps the members' photos there, so move it away"
                )
            }
            guard what == "a file" else {
                throw PullFailure(.wouldOverwrite, "\(file) is \(what); a pull writes a file there, so move it away")
            }
            if name == "tribe.json", !Self.isBackendAnswer(file) {
                throw PullFailure(
                    .wouldOverwrite,
                    "\(file) is not a TribeHub answer but a TribePress file (a family written by hand); a pull never "
                        + "replaces it. Pull into another folder with --content")
            }
        }
        if let what = disk.describe(storeFolder), disk.kind(storeFolder) != .folder || what.hasPrefix("a symbolic") {
            throw PullFailure(.wouldOverwrite, "\(storeFolder) is \(what); a pull keeps its sets in a folder there")
        }
    }

    /// Whether the file is a backend list answer (an object with `results`), as a saved
    /// `GET /tribe/` is and TribePress's own `tribe.json` never is.
    static func isBackendAnswer(_ file: String) -> Bool {
        guard let bytes = try? FileIO.disk.read(file), let root = try? JSONParser.parse(bytes),
            case .object(let members) = root.value
        else { return false }
        return members.contains { $0.key == "results" } && !members.contains { $0.key == "tribe" }
    }

    /// Removes what killed pulls left: sets never put in place, and links half made.
    func removeLeftovers() {
        let disk = FileIO.disk
        let kept: Set<String> = [Self.currentName, Self.rejectedName, currentTarget].compactMap(\.self).reduce(into: [])
        {
            $0.insert($1)
        }
        for entry in (try? disk.listEntries(storeFolder)) ?? [] where !kept.contains(entry) {
            try? disk.remove(storeFolder + "/" + entry)
        }
        for name in Self.names { try? disk.remove(path(Self.temporaryName(name))) }
    }

    /// Copies an export saved by hand into a set of its own and puts it in place as `current`,
    /// so that each of its files can then become a link that reads the same bytes.
    func keepHandSavedSet() throws {
        let disk = FileIO.disk
        let present = Self.fileNames.filter { disk.kind(path($0)) == .file }
        guard !present.isEmpty else { return }
        let folder = storeFolder + "/pull-0"
        try? disk.remove(folder)
        try disk.createFolder(folder)
        for name in present { try disk.write(folder + "/" + name, try disk.read(path(name))) }
        try disk.sync(folder)
        try replaceWithLink(currentLink, target: "pull-0")
        try sync(storeFolder)
    }

    /// Replaces whatever file or link is at `path` with a symbolic link to `target`, atomically.
    func replaceWithLink(_ path: String, target: String) throws {
        let (folder, name) = FileIO.split(path)
        let temporary = folder + "/" + Self.temporaryName(name)
        unlink(temporary)
        guard symlink(target, temporary) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }

    /// Makes the entries of a folder durable (a rename in it, a new link).
    func sync(_ folder: String) throws {
        guard tribepress_sync_path(folder) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }

    static func temporaryName(_ name: String) -> String { "." + name + ".tribehub-new" }
}
