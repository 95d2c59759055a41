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
    /// The environment, for the proxies it names.
    public var environment: [String: String]

    public init(
        server: WebAddress, username: String, password: String, content: String, timeout: Int, strict: Bool,
        userAgent: String, environment: [String: String]
    ) {
        self.server = server
        self.username = username
        self.password = password
        self.content = content
        self.timeout = timeout
        self.strict = strict
        self.userAgent = userAgent
        self.environment = environment
    }

    /// Pulls, and returns what was read and changed.
    public func run() async throws(PullFailure) -> PullReport {
        let started = ContinuousClock.now
        let store = ExportStore(content: content)
        let lock = try store.prepare()
        defer { withExtendedLifetime(lock) {} }
        let client = WebClient(timeout: timeout, userAgent: userAgent, environment: environment)
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
                if let image = profile.root.stringMember("image") { members[index].image = image }
                profiles.append(profile.bytes)
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
                    Diagnostic(severity: .warning, file: store.path(MemberPhoto.folder), message: warning))
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
            throw Self.refusal(diagnostics, kept: kept, store: store)
        }
        let previous = try? ContentLoader().load(from: content)
        let hadExport = previous.map { $0.format == .backendExport && $0.tribe != nil } ?? false
        try store.commit(staged)
        return PullReport(
            server: server.description, content: content, members: tribe.members.count, events: tribe.events.count,
            contacts: tribe.contacts.count, photos: export.photos.count,
            changes: hadExport ? EventChanges(from: previous?.tribe?.events ?? [], to: tribe.events) : nil,
            renewals: renewals, diagnostics: diagnostics, seconds: (ContinuousClock.now - started).seconds)
    }

    /// Why the new export is not put in place, its problems pointing into the folder it is
    /// kept in; problems in the family's own files (a page about a member the server no
    /// longer has, a broken `site.json`) are told apart from the server's.
    static func refusal(_ diagnostics: [Diagnostic], kept: String?, store: ExportStore) -> PullFailure {
        let exportFiles = Dictionary(uniqueKeysWithValues: ExportStore.fileNames.map { (store.path($0), $0) })
        let fromServer = { (diagnostic: Diagnostic) in
            diagnostic.file.map { exportFiles[$0] != nil || $0 == store.path(MemberPhoto.folder) } ?? true
        }
        let shown = diagnostics.map { diagnostic -> Diagnostic in
            guard let kept, let file = diagnostic.file, let name = exportFiles[file] else { return diagnostic }
            var moved = diagnostic
            moved.file = kept + "/" + name
            return moved
        }
        let errors = diagnostics.filter { $0.severity == .error }
        let serverErrors = errors.filter(fromServer).count
        let ownErrors = errors.count - serverErrors
        var reasons: [String] = []
        if serverErrors > 0 {
            reasons.append(
                "the server's export has \(PullReport.counted(serverErrors, "error"))"
                    + (kept.map { " (its files are kept in \($0) to read)" } ?? ""))
        }
        if ownErrors > 0 {
            reasons.append(
                "with it in place, the content folder's own files would have \(PullReport.counted(ownErrors, "error")): "
                    + "mend them, then pull again")
        }
        if reasons.isEmpty { reasons.append("there are warnings, and --strict was given") }
        return PullFailure(
            .data, reasons.joined(separator: "; ") + "; the previous export stays", diagnostics: shown)
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
}

extension Duration {
    /// The duration in seconds, with its fraction.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
