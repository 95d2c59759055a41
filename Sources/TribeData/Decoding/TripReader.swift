import Foundation
import TribeRecurrence

/// Reads a trip of our extension: destination, inclusive dates, buddies, notes and tips.
enum TripReader {
    static let knownKeys = ["id", "title", "destination", "start", "end", "buddies", "notes", "tips"]

    static func read(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument, members: MemberDirectory) -> Trip? {
        guard let reader = ObjectReader(node, at: path, in: document, knownKeys: knownKeys, what: "a trip") else {
            return nil
        }
        let id = reader.required("id", document.positiveInteger)
        let title = reader.required("title", document.nonEmptyString)?.singleLine
        let destination = reader.required("destination") { readDestination($0, $1, in: document) }
        let start = reader.required("start", document.localDate)
        let end = reader.required("end", document.localDate)
        let buddies = reader.optional("buddies") { document.array($0, $1, document.memberReference) } ?? []
        let notes = reader.optional("notes", document.string)
        let tips = reader.optional("tips") { document.array($0, $1) { readTip($0, $1, in: document) } } ?? []
        members.check(buddies, in: document, role: "buddy")
        if let start, let end, end < start, let endNode = reader.member("end")?.node {
            document.error(
                "the trip ends on \(end), before it starts on \(start); both dates are inclusive", at: endNode,
                path: path.appending("end"))
            return nil
        }
        if let start, let end, end.daysSinceEpoch - start.daysSinceEpoch >= 366,
            let endNode = reader.member("end")?.node
        {
            document.warning(
                "the trip lasts \(end.daysSinceEpoch - start.daysSinceEpoch + 1) days, more than a year; are its dates right?",
                at: endNode, path: path.appending("end"))
        }
        guard let id, let title, let destination, let start, let end else { return nil }
        return Trip(
            id: id, title: title, destination: destination, start: start, end: end,
            buddyIDs: buddies.map(\.id).uniqued(),
            notes: notes, tips: tips, source: document.reference(node, at: path)
        )
    }

    private static let regionCodes: Set<String> = Set(
        Locale.Region.isoRegions.map(\.identifier).filter { $0.count == 2 })

    private static func readDestination(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument)
        -> TripDestination?
    {
        let keys = ["country", "country_code", "city", "latitude", "longitude"]
        guard let reader = ObjectReader(node, at: path, in: document, knownKeys: keys, what: "a destination") else {
            return nil
        }
        let country = reader.optional("country", document.string)?.singleLine
        let city = reader.optional("city", document.string)?.singleLine
        let code = reader.required("country_code") { node, path -> String? in
            guard let text = document.string(node, path) else { return nil }
            guard regionCodes.contains(text) else {
                var message =
                    "expected an ISO 3166-1 alpha-2 country code such as \"FR\", found \(text.quotedForMessage)"
                if regionCodes.contains(text.uppercased()) {
                    message += " (codes are upper case: \(text.uppercased().quotedForMessage))"
                }
                document.error(message, at: node, path: path)
                return nil
            }
            return text
        }
        // Both or neither: one alone is a mistake, said as the missing one.
        var point: GeoPoint?
        if reader.has("latitude") || reader.has("longitude") {
            point = GeoPointReader(document: document).point(reader)
        }
        guard let code else { return nil }
        return TripDestination(country: country, countryCode: code, city: city, point: point)
    }

    private static func readTip(_ node: JSONNode, _ path: JSONPath, in document: JSONDocument) -> TripTip? {
        let keys = ["name", "description", "category"]
        guard let reader = ObjectReader(node, at: path, in: document, knownKeys: keys, what: "a tip") else {
            return nil
        }
        let name = reader.required("name", document.nonEmptyString)
        let description = reader.optional("description", document.string)
        let category: TipCategory? = reader.required("category") { document.code($0, $1, what: "tip category") }
        guard let name, let category else { return nil }
        return TripTip(name: name, description: description, category: category)
    }
}

extension Array where Element: Hashable {
    /// The elements in order with repeats left out.
    ///
    /// A short list, as an event's people are, is searched rather than hashed: a set made for
    /// each list would cost more than reading the rest of the event's people.
    func uniqued() -> [Element] {
        guard count > Self.searchedUpTo else {
            var kept: [Element] = []
            kept.reserveCapacity(count)
            for element in self where !kept.contains(element) { kept.append(element) }
            return kept
        }
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }

    /// The longest list `uniqued` searches, whose comparisons then cost less than a set.
    static var searchedUpTo: Int { 16 }
}
