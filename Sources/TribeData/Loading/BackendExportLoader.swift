/// Reads a folder of raw TribeHub backend responses, exactly as the API returned them.
///
/// `tribe.json` (`GET /tribe/`), `events.json` (`GET /events/`) and `contacts.json`
/// (`GET /contacts/`) are required; `profiles.json` (`GET /profile/<id>/` responses, one
/// object or an array of them) is optional and adds usernames and admin flags.
struct BackendExportLoader {
    let files: ContentFiles

    func load(droppedRows: inout Int) -> Tribe? {
        guard let tribeDocument = files.document("tribe.json", required: true) else {
            // Without the members no reference can be checked; still report the other files' syntax.
            _ = files.document("events.json", required: true)
            _ = files.document("contacts.json", required: true)
            return nil
        }
        guard var tribe = readTribe(tribeDocument) else { return nil }
        if let profiles = files.document("profiles.json", required: false) {
            readProfiles(profiles, into: &tribe.members)
        }
        let members = MemberDirectory(tribe.members)
        if let events = files.document("events.json", required: true) {
            let reader = RecordListReader(document: events)
            if let (node, path) = reader.envelopeResults(what: "events") {
                tribe.events = reader.events(node, path, members: members, droppedRows: &droppedRows)
            }
        }
        if let contacts = files.document("contacts.json", required: true) {
            let reader = RecordListReader(document: contacts)
            if let (node, path) = reader.envelopeResults(what: "contacts") {
                tribe.contacts = reader.contacts(node, path)
            }
        }
        return tribe
    }

    private func readTribe(_ document: JSONDocument) -> Tribe? {
        let reader = RecordListReader(document: document)
        guard let (results, path) = reader.envelopeResults(what: "tribes"), case .array(let tribes) = results.value
        else { return nil }
        guard tribes.count == 1, let node = tribes.first else {
            document.error("expected exactly one tribe in \"results\", found \(tribes.count)", at: results, path: path)
            return nil
        }
        let tribePath = path.appending(0)
        guard
            let object = ObjectReader(node, at: tribePath, in: document, knownKeys: ["name", "users"], what: "a tribe")
        else { return nil }
        let name = object.required("name", document.nonEmptyString)
        let members = object.required("users", reader.members) ?? []
        guard let name else { return nil }
        return Tribe(name: name, members: members)
    }

    private func readProfiles(_ document: JSONDocument, into members: inout [Member]) {
        switch document.root.value {
        case .array(let items):
            for (index, item) in items.enumerated() {
                MemberReader.readProfile(item, JSONPath.root.appending(index), in: document, members: &members)
            }
        default:
            MemberReader.readProfile(document.root, .root, in: document, members: &members)
        }
    }
}
