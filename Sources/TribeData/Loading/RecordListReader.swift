import Foundation
import TribeConcurrency
import TribeRecurrence

/// Reads the lists of records both formats share, checking ids and member references.
struct RecordListReader {
    let document: JSONDocument

    func members(_ node: JSONNode, _ path: JSONPath) -> [Member] {
        var ids = UniqueIDs(of: "member")
        return document.array(node, path) { item, itemPath -> Member? in
            guard let (member, memberNode) = MemberReader.read(item, itemPath, in: document) else { return nil }
            let idPath = itemPath.appending("user_id")
            let idNode = memberNode.member("user_id") ?? memberNode
            return ids.claim(member.id, node: idNode, path: idPath, in: document) ? member : nil
        } ?? []
    }

    /// Series masters; generated `REC` rows are counted and dropped.
    func events(_ node: JSONNode, _ path: JSONPath, members: MemberDirectory, droppedRows: inout Int) -> [Event] {
        guard case .array(let items) = node.value else {
            document.error("expected an array of events, found \(node.value.summary)", at: node, path: path)
            return []
        }
        var ids = UniqueIDs(of: "event")
        var events: [Event] = []
        events.reserveCapacity(items.count)
        var rows = readInParallel(items, path) { item, itemPath, document in
            EventReader.read(item, itemPath, in: document, members: members)
        }
        for index in rows.indices {
            // Moved out rather than copied: copying each event, then freeing the row it came
            // from, would keep one core busy here while the other waits for the list.
            switch exchange(&rows[index], with: .invalid) {
            case .generated:
                droppedRows += 1
            case .invalid:
                continue
            case .master(let event):
                if claim(event.id, at: index, of: items, under: path, in: &ids) { events.append(event) }
            }
        }
        return events
    }

    /// `read` on every item, on every core, a run of items at a time; what each run reports is
    /// added to the document's log in the items' order, as reading them in turn would.
    /// Events are most of an export, and reading them most of loading it (run length:
    /// `PartSizes.recordsPerPart`).
    func readInParallel<Row: Sendable>(
        _ items: [JSONNode], _ path: JSONPath, _ read: @Sendable (JSONNode, JSONPath, JSONDocument) -> Row
    ) -> [Row] {
        let runs = items.indices.runs(of: PartSizes.recordsPerPart)
        let diagnostics = ConcurrentResults<[Diagnostic]>(count: runs.count)
        let parsed = document.parsed
        let rows = [Row](parts: runs) { run, writer in
            let log = DiagnosticLog()
            let view = JSONDocument(parsed, log: log)
            for index in runs[run] { writer.append(read(items[index], path.appending(index), view)) }
            diagnostics.set(run, log.diagnostics)
        }
        for run in diagnostics.filled { document.log.append(contentsOf: run) }
        return rows
    }

    /// Read on every core, as events are, so that no core waits while another reads thousands
    /// of contacts; ids are claimed after, in the items' order.
    func contacts(_ node: JSONNode, _ path: JSONPath) -> [Contact] {
        claimed(node, path, of: "contact", id: \.id) { item, itemPath, document in
            ContactReader.read(item, itemPath, in: document)
        }
    }

    func trips(_ node: JSONNode, _ path: JSONPath, members: MemberDirectory) -> [Trip] {
        claimed(node, path, of: "trip", id: \.id) { item, itemPath, document in
            TripReader.read(item, itemPath, in: document, members: members)
        }
    }

    /// The records `read` makes of an array's items, on every core, keeping the first of each
    /// id; anything but an array is reported as `JSONDocument.array` reports it.
    private func claimed<Record: Sendable>(
        _ node: JSONNode, _ path: JSONPath, of kind: String, id: (Record) -> Int,
        _ read: @Sendable (JSONNode, JSONPath, JSONDocument) -> Record?
    ) -> [Record] {
        guard case .array(let items) = node.value else {
            return document.array(node, path) { _, _ -> Record? in nil } ?? []
        }
        var ids = UniqueIDs(of: kind)
        var records = readInParallel(items, path, read)
        var kept: [Record] = []
        kept.reserveCapacity(records.count)
        for index in records.indices {
            // Moved out, as events are.
            guard let record = records[index].take() else { continue }
            if claim(id(record), at: index, of: items, under: path, in: &ids) { kept.append(record) }
        }
        return kept
    }

    /// The `results` of a Django REST Framework list response (`count`, `next`, `previous`, `results`).
    func envelopeResults(what: String) -> (JSONNode, JSONPath)? {
        let keys = ["count", "next", "previous", "results"]
        guard
            let reader = ObjectReader(
                document.root, at: .root, in: document, knownKeys: keys, what: "a \(what) response with \"results\"")
        else {
            return nil
        }
        guard
            let results = reader.required(
                "results",
                { node, path -> (JSONNode, JSONPath)? in
                    guard case .array = node.value else {
                        document.error(
                            "expected an array of \(what), found \(node.value.summary)", at: node, path: path)
                        return nil
                    }
                    return (node, path)
                })
        else { return nil }
        if let next = reader.member("next"), case .string(let url) = next.node.value {
            document.warning(
                "this is one page of several (\"next\": \(url.quotedForMessage)); only this page's \(what) are read",
                at: next.node, path: JSONPath.root.appending("next")
            )
        }
        if case .array(let items) = results.0.value, let count = reader.optional("count", document.integer),
            count != items.count,
            let countNode = reader.member("count")?.node
        {
            document.warning(
                "\"count\" says \(count) but \"results\" holds \(items.count); the export may be incomplete",
                at: countNode, path: JSONPath.root.appending("count"))
        }
        return results
    }
}

private extension RecordListReader {
    /// Whether the record at `index` of `items` has an id no record before it took; the error
    /// for one that has points at its `id`.
    func claim(_ id: Int, at index: Int, of items: [JSONNode], under path: JSONPath, in ids: inout UniqueIDs) -> Bool {
        let item = items[index]
        return ids.claim(id, node: item.member("id") ?? item, path: path.appending(index).appending("id"), in: document)
    }
}

extension JSONNode {
    /// The value of `key` when this node is an object that has it.
    func member(_ key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.node
    }
}
