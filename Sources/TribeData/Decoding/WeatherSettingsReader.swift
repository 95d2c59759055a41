/// Reads `site.json`'s weather keys: `location`, `contact`, `weather_source`,
/// `temperature_unit` and `trip_locations`, each problem located.
struct WeatherSettingsReader {
    let document: JSONDocument
    let site: ObjectReader

    func read() -> WeatherSettings {
        var settings = WeatherSettings()
        settings.home = site.optional("location") { node, path -> NamedPlace? in
            guard
                let reader = ObjectReader(
                    node, at: path, in: document, knownKeys: ["name", "latitude", "longitude"],
                    what: "home's location (name, latitude, longitude)")
            else { return nil }
            let name = reader.required("name", document.nonEmptyString)?.singleLine
            guard let point = point(reader), let name else { return nil }
            return NamedPlace(name: name, point: point)
        }
        settings.contact = site.optional("contact", contact)
        settings.source = site.optional("weather_source", source) ?? settings.source
        settings.unit = site.optional("temperature_unit") { document.code($0, $1, what: "temperature_unit") }
        settings.tripPoints =
            site.optional("trip_locations") { node, path -> [Int: GeoPoint]? in
                guard case .object(let members) = node.value else {
                    document.error(
                        "expected trips' locations by trip id, like {\"12\": {\"latitude\": 55.9533, "
                            + "\"longitude\": -3.1883}}, found \(node.value.summary)", at: node, path: path)
                    return nil
                }
                var points: [Int: GeoPoint] = [:]
                for member in members {
                    let memberPath = path.appending(member.key)
                    guard let id = Int(member.key), id > 0, String(id) == member.key else {
                        document.error(
                            "expected a trip's id (a whole number like \"12\") as the key, found "
                                + member.key.quotedForMessage, at: member.node, path: memberPath)
                        continue
                    }
                    guard
                        let reader = ObjectReader(
                            member.node, at: memberPath, in: document, knownKeys: ["latitude", "longitude"],
                            what: "a trip's location (latitude, longitude)"),
                        let point = point(reader)
                    else { continue }
                    points[id] = point
                }
                return points
            } ?? [:]
        return settings
    }

    /// `latitude` and `longitude` of the object `reader` reads, both required, each in range.
    func point(_ reader: ObjectReader) -> GeoPoint? {
        GeoPointReader(document: document).point(reader)
    }

    /// An e-mail address or an http(s) address: what MET's terms accept as a way to reach
    /// whoever sends the requests.
    private func contact(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard let text = document.string(node, path) else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let isMail =
            trimmed.split(separator: "@", omittingEmptySubsequences: false).count == 2
            && !trimmed.hasPrefix("@") && trimmed.split(separator: "@").last?.contains(".") == true
        let isWeb = SiteConfiguration.normalizedBaseURL(trimmed) != nil
        let plain = trimmed.count <= 200 && trimmed.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F }
        guard plain, isMail || isWeb else {
            document.error(
                "expected an e-mail address or a web address the forecast service can reach you at, like "
                    + "\"family@example.org\", found \(text.quotedForMessage)", at: node, path: path)
            return nil
        }
        return trimmed
    }

    private func source(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard let text = document.string(node, path) else { return nil }
        guard let normalized = SiteConfiguration.normalizedBaseURL(text), !text.contains("?") else {
            document.error(
                "expected the http or https address of a Locationforecast 2.0 endpoint, like "
                    + "\"\(WeatherSettings.metLocationforecast)\", found \(text.quotedForMessage)", at: node,
                path: path)
            return nil
        }
        // Kept as written: `normalizedBaseURL` adds a slash that the endpoint's path does not have.
        return text.hasSuffix("/") && !normalized.isEmpty ? String(text.dropLast()) : text
    }
}

/// Reads `latitude` and `longitude` members, each a number within range.
struct GeoPointReader {
    let document: JSONDocument

    func point(_ reader: ObjectReader) -> GeoPoint? {
        let latitude = reader.required("latitude") { degrees($0, $1, limit: 90, what: "latitude") }
        let longitude = reader.required("longitude") { degrees($0, $1, limit: 180, what: "longitude") }
        guard let latitude, let longitude else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    func degrees(_ node: JSONNode, _ path: JSONPath, limit: Double, what: String) -> Double? {
        let value: Double
        switch node.value {
        case .integer(let number): value = Double(number)
        case .number(let number, _): value = number
        default:
            document.error(
                "expected the \(what) in degrees as a number, found \(node.value.summary)", at: node, path: path)
            return nil
        }
        guard value.isFinite, (-limit...limit).contains(value) else {
            document.error(
                "expected a \(what) from \(Int(-limit)) to \(Int(limit)) degrees, found \(value)", at: node, path: path)
            return nil
        }
        return value
    }
}
