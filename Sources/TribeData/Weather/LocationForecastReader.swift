import TribeRecurrence

/// Reads a Locationforecast 2.0 answer (GeoJSON, `compact` or `complete`) and refuses what is
/// not one: every problem is logged with the file, the JSON path and the line:column.
///
/// The same checks guard `fetch`, which refuses such an answer and keeps the saved copy, and
/// the build, which reports a saved copy damaged since. Values outside what the Earth's
/// weather has ever measured are refused, since a page would show them as forecasts.
public enum LocationForecastReader {
    /// The largest answer read: a `complete` forecast is about 100 KB.
    public static let maximumBytes = 4 << 20
    /// The most steps read; MET's forecasts hold about 90.
    static let maximumSteps = 1_000
    /// Air temperatures accepted, °C: wider than the records (−89.2 and 56.7).
    static let temperatures = -100.0...70.0
    /// Precipitation accepted in one period, mm: wider than the twelve-hour record (1,144 mm).
    static let precipitation = 0.0...2_000.0
    /// How far the steps may reach beyond the forecast's time, seconds: MET's reach 10 days.
    static let reach = 21 * 86_400

    /// The forecast in `bytes`, or nil with every problem logged against `file`.
    public static func read(_ bytes: [UInt8], file: String, log: DiagnosticLog) -> LocationForecast? {
        guard bytes.count <= maximumBytes else {
            log.error("the forecast is \(bytes.count) bytes, more than any forecast (\(maximumBytes))", file: file)
            return nil
        }
        // A log of its own, so the forecast is judged by its own problems alone.
        let own = DiagnosticLog()
        defer { log.append(contentsOf: own.diagnostics) }
        guard let document = JSONDocument.parse(bytes, file: file, log: own) else { return nil }
        return Reading(document: document).forecast()
    }

    /// Seconds since 1970 of a UTC time as Locationforecast writes it, `2026-11-29T10:00:00Z`.
    public static func instant(_ text: String) -> Int? {
        guard text.hasSuffix("Z"), let time = LocalDateTime(iso: String(text.dropLast())) else { return nil }
        return time.wallSeconds
    }
}

private struct Reading {
    let document: JSONDocument

    func forecast() -> LocationForecast? {
        let root = document.root
        guard case .string("Feature") = member("type", of: root)?.value else {
            refuse("not a Locationforecast answer: expected a GeoJSON object with \"type\": \"Feature\"", root, .root)
            return nil
        }
        let point = self.point()
        guard let properties = require("properties", of: root, at: .root) else { return nil }
        let propertiesPath = JSONPath.root.appending("properties")
        guard let meta = require("meta", of: properties, at: propertiesPath) else { return nil }
        let metaPath = propertiesPath.appending("meta")
        var updated: Int?
        if let node = require("updated_at", of: meta, at: metaPath) {
            updated = time(node, metaPath.appending("updated_at"))
        }
        checkUnits(meta, metaPath)
        guard let series = require("timeseries", of: properties, at: propertiesPath) else { return nil }
        let seriesPath = propertiesPath.appending("timeseries")
        guard case .array(let items) = series.value, !items.isEmpty else {
            refuse("expected the forecast's steps, found \(series.value.summary)", series, seriesPath)
            return nil
        }
        guard items.count <= LocationForecastReader.maximumSteps else {
            refuse(
                "\(items.count) steps, more than any forecast holds (\(LocationForecastReader.maximumSteps))", series,
                seriesPath)
            return nil
        }
        var steps: [LocationForecast.Step] = []
        steps.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let path = seriesPath.appending(index)
            guard let step = step(item, path) else { continue }
            if let last = steps.last, step.time <= last.time {
                refuse("the steps are out of order: this one is not after the one before it", item, path)
                continue
            }
            if let updated, step.time - updated > LocationForecastReader.reach || updated - step.time > 86_400 {
                refuse(
                    "the step's time is more than \(LocationForecastReader.reach / 86_400) days from the forecast's",
                    item, path)
                continue
            }
            steps.append(step)
        }
        guard let updated, let point, !document.log.hasErrors else { return nil }
        return LocationForecast(updated: updated, point: point, steps: steps)
    }

    /// `geometry.coordinates`: longitude, latitude and height, as GeoJSON orders them.
    func point() -> GeoPoint? {
        guard let geometry = require("geometry", of: document.root, at: .root) else { return nil }
        let path = JSONPath.root.appending("geometry").appending("coordinates")
        guard let coordinates = require("coordinates", of: geometry, at: .root.appending("geometry")) else {
            return nil
        }
        guard case .array(let items) = coordinates.value, items.count >= 2 else {
            refuse("expected [longitude, latitude, height], found \(coordinates.value.summary)", coordinates, path)
            return nil
        }
        let longitude = number(items[0], path.appending(0), in: -180...180, what: "a longitude in degrees")
        let latitude = number(items[1], path.appending(1), in: -90...90, what: "a latitude in degrees")
        guard let latitude, let longitude else { return nil }
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// The units the values are read in: any other would make every value on the pages wrong.
    func checkUnits(_ meta: JSONNode, _ path: JSONPath) {
        guard let units = member("units", of: meta) else { return }
        for (key, unit) in [("air_temperature", "celsius"), ("precipitation_amount", "mm")] {
            guard let node = member(key, of: units) else { continue }
            if case .string(let text) = node.value, text == unit { continue }
            refuse(
                "expected \(key) in \(unit), found \(node.value.summary)", node,
                path.appending("units").appending(key))
        }
    }

    func step(_ item: JSONNode, _ path: JSONPath) -> LocationForecast.Step? {
        guard case .object = item.value else {
            refuse("expected a step of the forecast (an object), found \(item.value.summary)", item, path)
            return nil
        }
        guard let timeNode = require("time", of: item, at: path), let time = time(timeNode, path.appending("time"))
        else { return nil }
        guard let data = require("data", of: item, at: path) else { return nil }
        let dataPath = path.appending("data")
        guard let instant = require("instant", of: data, at: dataPath),
            let details = require("details", of: instant, at: dataPath.appending("instant"))
        else { return nil }
        let detailsPath = dataPath.appending("instant").appending("details")
        guard let temperatureNode = require("air_temperature", of: details, at: detailsPath),
            let temperature = number(
                temperatureNode, detailsPath.appending("air_temperature"), in: LocationForecastReader.temperatures,
                what: "an air temperature in °C")
        else { return nil }
        return LocationForecast.Step(
            time: time, temperature: temperature,
            nextHour: period("next_1_hours", of: data, at: dataPath),
            nextSixHours: period("next_6_hours", of: data, at: dataPath),
            nextTwelveHours: period("next_12_hours", of: data, at: dataPath))
    }

    func period(_ key: String, of data: JSONNode, at path: JSONPath) -> LocationForecast.Period? {
        guard let node = member(key, of: data) else { return nil }
        let periodPath = path.appending(key)
        var symbol: String?
        if let summary = member("summary", of: node), let code = member("symbol_code", of: summary) {
            let codePath = periodPath.appending("summary").appending("symbol_code")
            if case .string(let text) = code.value, WeatherSymbolCode.all.contains(text) {
                symbol = text
            } else {
                refuse("expected one of MET Norway's weather symbol codes, found \(code.value.summary)", code, codePath)
            }
        }
        var precipitation: Double?
        if let details = member("details", of: node), let amount = member("precipitation_amount", of: details) {
            precipitation = number(
                amount, periodPath.appending("details").appending("precipitation_amount"),
                in: LocationForecastReader.precipitation, what: "a precipitation in mm")
        }
        return LocationForecast.Period(symbol: symbol, precipitation: precipitation)
    }

    func time(_ node: JSONNode, _ path: JSONPath) -> Int? {
        guard case .string(let text) = node.value, let seconds = LocationForecastReader.instant(text) else {
            refuse("expected a UTC time like \"2026-11-29T10:00:00Z\", found \(node.value.summary)", node, path)
            return nil
        }
        return seconds
    }

    func number(_ node: JSONNode, _ path: JSONPath, in range: ClosedRange<Double>, what: String) -> Double? {
        let value: Double
        switch node.value {
        case .integer(let number): value = Double(number)
        case .number(let number, _): value = number
        default:
            refuse("expected \(what), found \(node.value.summary)", node, path)
            return nil
        }
        guard value.isFinite, range.contains(value) else {
            refuse("\(value) is not \(what) any forecast gives", node, path)
            return nil
        }
        return value
    }

    /// The member `key` of `node` when `node` is an object.
    func member(_ key: String, of node: JSONNode) -> JSONNode? {
        guard case .object(let members) = node.value else { return nil }
        return members.first { $0.key == key }?.node
    }

    /// The member `key` of the object `node`, or nil with the error that it is missing.
    func require(_ key: String, of node: JSONNode, at path: JSONPath) -> JSONNode? {
        guard case .object = node.value else {
            refuse("expected an object, found \(node.value.summary)", node, path)
            return nil
        }
        guard let found = member(key, of: node) else {
            refuse("not a Locationforecast answer: \"\(key)\" is missing", node, path)
            return nil
        }
        return found
    }

    func refuse(_ message: String, _ node: JSONNode, _ path: JSONPath) {
        document.error(message, at: node, path: path)
    }
}
