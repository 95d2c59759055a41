import Foundation
import TribeData

/// `tribepress pull`: the family's export read from their TribeHub server and put in place in
/// the content folder all at once.
///
/// The order is what keeps the family's data safe: the folder is checked and locked before
/// anything goes online; every answer is read whole; the session is logged out as soon as the
/// reading is done; the new set is written beside the old one and read by the loader exactly
/// as `check` reads a content folder; only a set the loader accepts is put in place. Anything
/// that fails on the way leaves the export that was there as it was.
public struct TribeHubPull: Sendable {
    public var server: WebAddress
    public var username: String
    public var password: String
    /// The content folder, as the command line named it.
    public var content: String
    /// Seconds a connect or a pause in an answer may take.
    public var timeout: Int
    /// Warnings (a photo that could not be had, a warning of the loader) fail the pull too.
    public var strict: Bool
    /// What the client calls itself in `User-Agent`.
    public var userAgent: String

    public init(
        server: WebAddress, username: String, password: String, content: String, timeout: Int, strict: Bool,
        userAgent: String
    ) {
        self.server = server
        self.username = username
        self.password = password
        self.content = content
        self.timeout = timeout
        self.strict = strict
        self.userAgent = userAgent
    }

    /// Pulls, and returns what was read and changed.
    public func run() async throws(PullFailure) -> PullReport {
        let started = ContinuousClock.now
        let store = ExportStore(content: content)
        let lock = try store.prepare()
        defer { withExtendedLifetime(lock) {} }
        let client = WebClient(timeout: timeout, userAgent: userAgent)
        let read: (export: PulledExport, renewals: Int, warnings: [Diagnostic])
        do {
            read = try await readExport(client: client, store: store)
        } catch {
            await client.shutdown()
            throw error
        }
        await client.shutdown()
        return try putInPlace(
            read.export, store: store, renewals: read.renewals, warnings: read.warnings, since: started)
    }
}

private extension TribeHubPull {
    /// Logs in, reads the four answers and logs out, then fetches the photos.
    func readExport(client: WebClient, store: ExportStore) async throws(PullFailure)
        -> (export: PulledExport, renewals: Int, warnings: [Diagnostic])
    {
        var session = try await TribeHubSession.logIn(
            client: client, server: server, username: username, password: password)
        let lists = ListReader(server: server, maximumBytes: FileIO.inputLimit)
        var files: [String: [UInt8]] = [:]
        var members: [(id: Int, name: String, image: String?)] = []
        do {
            files["tribe.json"] = try await lists.read("tribe/", session: &session)
            files["events.json"] = try await lists.read("events/", session: &session)
            files["contacts.json"] = try await lists.read("contacts/", session: &session)
            members = Self.members(inTribe: files["tribe.json"] ?? [])
            var profiles: [[UInt8]] = []
            for index in members.indices {
                let profile = try await session.readJSON(
                    server.appending(path: "profile/\(members[index].id)/"), maximumBytes: TribeHubSession.smallAnswer)
                if let image = Self.stringMember("image", of: profile) { members[index].image = image }
                profiles.append(profile)
            }
            files["profiles.json"] =
                Array("[\n".utf8) + Array(profiles.joined(separator: Array(",\n".utf8))) + Array("\n]\n".utf8)
        } catch {
            _ = await session.logOut()
            throw error
        }
        var warnings: [Diagnostic] = []
        if let problem = await session.logOut() {
            warnings.append(Diagnostic(severity: .warning, file: nil, message: "could not log out: \(problem)"))
        }
        let downloader = PhotoDownloader(client: client)
        var photos: [MemberPhoto] = []
        for member in members {
            guard let image = member.image, !PhotoDownloader.isPlaceholder(image) else { continue }
            let outcome = await downloader.download(
                image, memberID: member.id, name: member.name, previous: store.currentPhoto(of: member.id))
            if let photo = outcome.photo { photos.append(photo) }
            if let warning = outcome.warning {
                warnings.append(
                    Diagnostic(severity: .warning, file: store.path(ExportStore.photoFolderName), message: warning))
            }
        }
        return (PulledExport(files: files, photos: photos), session.renewals, warnings)
    }

    /// Stages the export, has the loader read it, and puts it in place if it is accepted.
    func putInPlace(
        _ export: PulledExport, store: ExportStore, renewals: Int, warnings: [Diagnostic],
        since started: ContinuousClock.Instant
    )
        throws(PullFailure) -> PullReport
    {
        let staged = try store.stage(export)
        let new: LoadedContent
        do {
            new = try ContentLoader(fileIO: store.view(of: staged)).load(from: content)
        } catch {
            store.discard(staged)
            throw PullFailure(.cannotWrite, "\(error)")
        }
        let diagnostics = (warnings + new.diagnostics)
        guard !diagnostics.containsErrors, !(strict && !diagnostics.isEmpty), let tribe = new.tribe else {
            let kept = store.reject(staged)
            let shown = diagnostics.map { Self.pointed($0, into: kept, store: store) }
            let errors = diagnostics.filter { $0.severity == .error }.count
            let why = errors > 0 ? "\(errors) error\(errors == 1 ? "" : "s")" : "warnings, and --strict was given"
            let whereKept = kept.map { "; its files are kept in \($0) to read" } ?? ""
            throw PullFailure(
                .data, "the server's export has \(why); the previous export stays\(whereKept)", diagnostics: shown)
        }
        let previous = try? ContentLoader().load(from: content)
        let hadExport = previous.map { $0.format == .backendExport && $0.tribe != nil } ?? false
        try store.commit(staged)
        return PullReport(
            server: server.description, content: content, members: tribe.members.count, events: tribe.events.count,
            generatedRows: new.droppedGeneratedRows, contacts: tribe.contacts.count, photos: export.photos.count,
            changes: hadExport ? EventChanges(from: previous?.tribe?.events ?? [], to: tribe.events) : nil,
            renewals: renewals, diagnostics: diagnostics, seconds: (ContinuousClock.now - started).seconds)
    }

    /// A problem of the refused set, pointing into the folder it is kept in.
    static func pointed(_ diagnostic: Diagnostic, into kept: String?, store: ExportStore) -> Diagnostic {
        guard let kept, let file = diagnostic.file else { return diagnostic }
        var moved = diagnostic
        for name in ExportStore.fileNames where file == store.path(name) { moved.file = kept + "/" + name }
        return moved
    }

    /// The members of a `GET /tribe/` answer, with their photo addresses, as far as it says.
    static func members(inTribe body: [UInt8]) -> [(id: Int, name: String, image: String?)] {
        guard let root = try? JSONParser.parse(body), case .object(let envelope) = root.value,
            case .array(let tribes)? = envelope.first(where: { $0.key == "results" })?.node.value,
            case .object(let tribe)? = tribes.first?.value,
            case .array(let users)? = tribe.first(where: { $0.key == "users" })?.node.value
        else { return [] }
        return users.compactMap { user in
            guard case .object(let fields) = user.value,
                case .integer(let id)? = fields.first(where: { $0.key == "user_id" })?.node.value, id > 0
            else { return nil }
            return (id, user.stringMember("display_name") ?? "user \(id)", user.stringMember("profile_image"))
        }
    }

    static func stringMember(_ key: String, of body: [UInt8]) -> String? {
        (try? JSONParser.parse(body))?.stringMember(key)
    }
}

extension Duration {
    /// The duration in seconds, with its fraction.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
