/// How a saved forecast was fetched: where it was asked for and what the service said of its
/// freshness, saved beside it as `<name>.fetch.json`.
///
/// `fetch` reads it to ask no sooner than `Expires` allows and with `If-Modified-Since`, and
/// to back off after a refusal; the build reads it to know whether the forecast is past its
/// `Expires`, and for which place it was asked.
public struct ForecastRecord: Sendable, Hashable {
    /// The coordinates as sent, four decimals at most (`GeoPoint.latitudeText`).
    public var latitude: String
    public var longitude: String
    /// The answer's `Expires`, seconds since 1970; nil when it gave none.
    public var expires: Int?
    /// The answer's `Last-Modified` as the service wrote it, sent back as `If-Modified-Since`.
    public var lastModified: String?
    /// No request before this time, seconds since 1970: a throttled service's back-off.
    public var notBefore: Int?
    /// The last back-off's length, seconds, doubled at each refusal in a row.
    public var backoff: Int

    public init(
        latitude: String, longitude: String, expires: Int? = nil, lastModified: String? = nil, notBefore: Int? = nil,
        backoff: Int = 0
    ) {
        self.latitude = latitude
        self.longitude = longitude
        self.expires = expires
        self.lastModified = lastModified
        self.notBefore = notBefore
        self.backoff = backoff
    }

    /// Whether it was asked for `point` as `point` is sent now.
    public func isFor(_ point: GeoPoint) -> Bool {
        latitude == point.latitudeText && longitude == point.longitudeText
    }

    /// The file's bytes: keys in order, so the same record is the same bytes.
    public var json: [UInt8] {
        var fields: [String] = []
        fields.append("  \"backoff_seconds\": \(backoff)")
        if let expires { fields.append("  \"expires\": \(quoted(HTTPDate.text(expires)))") }
        if let lastModified { fields.append("  \"last_modified\": \(quoted(lastModified))") }
        fields.append("  \"latitude\": \(quoted(latitude))")
        fields.append("  \"longitude\": \(quoted(longitude))")
        if let notBefore { fields.append("  \"not_before\": \(quoted(HTTPDate.text(notBefore)))") }
        return Array(("{\n" + fields.joined(separator: ",\n") + "\n}\n").utf8)
    }

    /// The record in `bytes`, or nil with every problem logged against `file`.
    public static func read(_ bytes: [UInt8], file: String, log: DiagnosticLog) -> ForecastRecord? {
        let own = DiagnosticLog()
        defer { log.append(contentsOf: own.diagnostics) }
        guard let document = JSONDocument.parse(bytes, file: file, log: own),
            let reader = ObjectReader(
                document.root, at: .root, in: document,
                knownKeys: ["backoff_seconds", "expires", "last_modified", "latitude", "longitude", "not_before"],
                what: "how a forecast was fetched")
        else { return nil }
        let date = { (node: JSONNode, path: JSONPath) -> Int? in
            guard let text = document.string(node, path) else { return nil }
            guard let seconds = HTTPDate.seconds(text) else {
                document.error(
                    "expected an HTTP date like \"Sun, 29 Nov 2026 10:53:45 GMT\", found \(text.quotedForMessage)",
                    at: node, path: path)
                return nil
            }
            return seconds
        }
        let latitude = reader.required("latitude", document.nonEmptyString)
        let longitude = reader.required("longitude", document.nonEmptyString)
        let expires = reader.optional("expires", date)
        let lastModified = reader.optional("last_modified", document.string)
        let notBefore = reader.optional("not_before", date)
        let backoff = reader.optional("backoff_seconds") { node, path -> Int? in
            guard let seconds = document.integer(node, path) else { return nil }
            guard (0...604_800).contains(seconds) else {
                document.error("expected seconds from 0 to 604800, found \(seconds)", at: node, path: path)
                return nil
            }
            return seconds
        }
        guard let latitude, let longitude, !own.hasErrors else { return nil }
        return ForecastRecord(
            latitude: latitude, longitude: longitude, expires: expires, lastModified: lastModified,
            notBefore: notBefore, backoff: backoff ?? 0)
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
