/// Reads TribePress's own file: the backend's shapes in one document, plus our extensions.
///
/// ```json
/// { "tribe": { "name": "…", "time_zone": "Europe/London", "users": [ … ] },
///   "events": [ … ], "contacts": [ … ], "trips": [ … ] }
/// ```
struct CanonicalFileLoader {
    let files: ContentFiles

    static let fileName = "tribe.json"

    func load(droppedRows: inout Int) -> Tribe? {
        guard let document = files.document(Self.fileName, required: true) else { return nil }
        let lists = RecordListReader(document: document)
        let keys = ["tribe", "events", "contacts", "trips"]
        guard
            let root = ObjectReader(document.root, at: .root, in: document, knownKeys: keys, what: "a TribePress file")
        else { return nil }
        guard var tribe = root.required("tribe", { node, path in readTribe(node, path, lists: lists) }) else {
            return nil
        }
        let members = MemberDirectory(tribe.members)
        tribe.events =
            root.optional("events") { node, path in
                lists.events(node, path, members: members, droppedRows: &droppedRows)
            } ?? []
        tribe.contacts = root.optional("contacts", lists.contacts) ?? []
        tribe.trips = root.optional("trips") { node, path in lists.trips(node, path, members: members) } ?? []
        return tribe
    }

    private func readTribe(_ node: JSONNode, _ path: JSONPath, lists: RecordListReader) -> Tribe? {
        let document = lists.document
        guard
            let reader = ObjectReader(
                node, at: path, in: document, knownKeys: ["name", "time_zone", "users"], what: "a tribe")
        else { return nil }
        let name = reader.required("name", document.nonEmptyString)
        let timeZone = reader.optional("time_zone", document.timeZoneIdentifier)
        let members = reader.required("users", lists.members) ?? []
        guard let name else { return nil }
        return Tribe(name: name, timeZone: timeZone, members: members)
    }
}
