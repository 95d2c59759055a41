import Foundation
import Testing
import TribePressTestSupport

@testable import TribeData

/// Locationforecast answers as MET Norway sends them, read from real bodies other clients'
/// tests recorded (Tests/Fixtures/met/PROVENANCE.txt), and hostile ones refused with the
/// file, the JSON path and the line:column.
struct LocationForecastReaderTests {
    static func body(_ name: String) throws -> String {
        try String(
            contentsOf: ProcessRunner.packageRoot.appendingPathComponent("Tests/Fixtures/met/\(name)"), encoding: .utf8)
    }

    static let oslo = "oslo_compact_2026-02-06.json"

    @Test(arguments: [
        ("oslo_compact_2026-02-06.json", 83, "2026-02-06T20:27:06Z", 59.9139, 10.7522),
        ("brisbane_compact_2025-10-29.json", 88, "2025-10-29T00:47:34Z", -27.5, 153.0),
        ("berlin_complete_2022-08-02.json", 84, "2022-08-02T15:41:37Z", 53.5, 13.0),
    ])
    func realAnswersRead(file: String, steps: Int, updated: String, latitude: Double, longitude: Double) throws {
        let log = DiagnosticLog()
        let forecast = try #require(
            LocationForecastReader.read(Array(try Self.body(file).utf8), file: file, log: log), "\(log.diagnostics)")
        #expect(log.diagnostics.isEmpty)
        #expect(forecast.steps.count == steps)
        #expect(forecast.updated == LocationForecastReader.instant(updated))
        #expect(forecast.point.latitude == latitude && forecast.point.longitude == longitude)
        // Hourly first, with all three periods; the last step has none.
        #expect(forecast.steps[0].nextHour?.symbol != nil && forecast.steps[0].nextSixHours?.precipitation != nil)
        #expect(forecast.steps.last?.nextSixHours == nil)
    }

    /// Each edit of a real answer, where the problem is said to be (the first `needle` after
    /// the edit, moved by `shift` characters), and what is said.
    @Test(arguments: [
        (
            "\"type\": \"Feature\"", "\"type\": \"FeatureCollection\"", "{", 0, "",
            "not a Locationforecast answer: expected a GeoJSON object with \"type\": \"Feature\""
        ),
        (
            "\"timeseries\": [", "\"series\": [", "\"properties\": {", 14, "$.properties",
            "not a Locationforecast answer: \"timeseries\" is missing"
        ),
        (
            "\"air_temperature\": -5.8", "\"air_temperature\": 812.5", "812.5", 0,
            "$.properties.timeseries[0].data.instant.details.air_temperature",
            "812.5 is not an air temperature in °C any forecast gives"
        ),
        (
            "\"symbol_code\": \"lightsnow\"", "\"symbol_code\": \"<script>\"", "\"<script>\"", 0,
            "$.properties.timeseries[0].data.next_12_hours.summary.symbol_code",
            "expected one of MET Norway's weather symbol codes, found the string \"<script>\""
        ),
        (
            "\"air_temperature\": \"celsius\"", "\"air_temperature\": \"fahrenheit\"", "\"fahrenheit\"", 0,
            "$.properties.meta.units.air_temperature",
            "expected air_temperature in celsius, found the string \"fahrenheit\""
        ),
        (
            "\"time\": \"2026-02-06T22:00:00Z\"", "\"time\": \"2025-02-06T22:00:00Z\"", "{\n\t\t\t\t\"time\": \"2025",
            0,
            "$.properties.timeseries[1]", "the steps are out of order: this one is not after the one before it"
        ),
        (
            "\"precipitation_amount\": 0.5", "\"precipitation_amount\": -4", "-4", 0,
            "$.properties.timeseries[0].data.next_1_hours.details.precipitation_amount",
            "-4.0 is not a precipitation in mm any forecast gives"
        ),
    ])
    func hostileAnswersAreRefusedWhereTheProblemIs(
        original: String, replacement: String, needle: String, shift: Int, path: String, message: String
    ) throws {
        let text = try Self.body(Self.oslo)
        #expect(text.contains(original), "the fixture holds \(original)")
        let edited = Self.replacingFirst(original, with: replacement, in: text)
        let log = DiagnosticLog()
        #expect(LocationForecastReader.read(Array(edited.utf8), file: "weather/home.json", log: log) == nil)
        let position = TestContent.position(of: needle, in: edited, offsetBy: shift)
        #expect(
            log.diagnostics.map(\.description).contains(
                "weather/home.json:\(position): error: \(path.isEmpty ? "" : path + ": ")\(message)"),
            "\(log.diagnostics.map(\.description))")
    }

    @Test func anEmptyForecastAndOneTooLargeAreRefused() throws {
        let text = try Self.body(Self.oslo)
        let start = try #require(text.range(of: "\"timeseries\": ["))
        let empty = text[..<start.upperBound] + "]}}\n"
        let log = DiagnosticLog()
        #expect(LocationForecastReader.read(Array(empty.utf8), file: "f.json", log: log) == nil)
        #expect(log.diagnostics.first?.message == "expected the forecast's steps, found an empty array")
        let large = [UInt8](repeating: 0x20, count: LocationForecastReader.maximumBytes + 1)
        let tooLarge = DiagnosticLog()
        #expect(LocationForecastReader.read(large, file: "f.json", log: tooLarge) == nil)
        #expect(tooLarge.diagnostics.first?.message.hasPrefix("the forecast is 4194305 bytes") == true)
    }

    @Test func coordinatesAreSentWithFourDecimalsAtMost() throws {
        let point = try #require(GeoPoint(latitude: 59.913868, longitude: 10.752245))
        #expect(point.latitudeText == "59.9139" && point.longitudeText == "10.7522")
        let round = try #require(GeoPoint(latitude: -27.5, longitude: 153))
        #expect(round.latitudeText == "-27.5" && round.longitudeText == "153")
        let tiny = try #require(GeoPoint(latitude: -0.00001, longitude: 0))
        #expect(tiny.latitudeText == "0")
        #expect(GeoPoint(latitude: 90.5, longitude: 0) == nil && GeoPoint(latitude: 0, longitude: .nan) == nil)
    }

    @Test func httpDatesReadAndWriteAsRFC9110Says() throws {
        let seconds = try #require(HTTPDate.seconds("Sun, 22 Nov 2026 09:05:12 GMT"))
        #expect(seconds == LocationForecastReader.instant("2026-11-22T09:05:12Z"))
        #expect(HTTPDate.text(seconds) == "Sun, 22 Nov 2026 09:05:12 GMT")
        #expect(HTTPDate.seconds("Sunday, 22-Nov-26 09:05:12 GMT") == nil)
        #expect(HTTPDate.seconds("Sun, 31 Nov 2026 09:05:12 GMT") == nil)
    }

    @Test func theFetchRecordReadsBackAsWritten() throws {
        let record = ForecastRecord(
            latitude: "54.4858", longitude: "-0.6206", expires: HTTPDate.seconds("Sun, 22 Nov 2026 09:05:12 GMT"),
            lastModified: "Sun, 22 Nov 2026 08:35:12 GMT", notBefore: nil, backoff: 600)
        let log = DiagnosticLog()
        #expect(ForecastRecord.read(record.json, file: "home.fetch.json", log: log) == record)
        #expect(log.diagnostics.isEmpty)
        let broken = String(decoding: record.json, as: UTF8.self).replacingOccurrences(
            of: "Sun, 22 Nov 2026 09:05:12 GMT", with: "tomorrow")
        #expect(ForecastRecord.read(Array(broken.utf8), file: "home.fetch.json", log: log) == nil)
        #expect(
            log.diagnostics.map(\.description) == [
                "home.fetch.json:3:14: error: $.expires: expected an HTTP date like \"Sun, 29 Nov 2026 10:53:45 GMT\", found \"tomorrow\""
            ])
    }

    static func replacingFirst(_ original: String, with replacement: String, in text: String) -> String {
        guard let range = text.range(of: original) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }
}

/// `site.json`'s weather keys and a trip's coordinates, each problem located.
struct WeatherSettingsValidationTests {
    @Test func validSettingsLoad() throws {
        let site = """
            {
              "location": {"name": "Whitby", "latitude": 54.4858, "longitude": -0.6206},
              "contact": "family@example.org",
              "weather_source": "https://mirror.example.org/locationforecast/2.0/compact",
              "temperature_unit": "fahrenheit",
              "trip_locations": {"1": {"latitude": 55.9533, "longitude": -3.1883}}
            }
            """
        let trip = TestContent.trip([
            "destination":
                #"{"country_code": "GB", "city": "Edinburgh", "latitude": 55.95, "longitude": -3.19}"#
        ])
        let content = try TestContent.load([
            "tribe.json": TestContent.canonical(trips: [trip]), "site.json": site,
        ])
        #expect(content.diagnostics.isEmpty, "\(content.diagnostics)")
        let weather = content.configuration.weather
        #expect(
            weather.home
                == NamedPlace(name: "Whitby", point: try #require(GeoPoint(latitude: 54.4858, longitude: -0.6206))))
        #expect(weather.contact == "family@example.org" && weather.unit == .fahrenheit)
        #expect(weather.source == "https://mirror.example.org/locationforecast/2.0/compact")
        #expect(weather.tripPoints[1]?.latitude == 55.9533)
        #expect(content.tribe?.trips.first?.destination.point?.longitude == -3.19)
    }

    @Test func everyProblemIsLocatedInOneRun() throws {
        let site = """
            {
              "location": {"name": "Whitby", "latitude": 94.1, "longitude": "east"},
              "contact": "the family",
              "weather_source": "ftp://api.met.no/",
              "temperature_unit": "kelvin",
              "trip_locations": {"first": {"latitude": 1, "longitude": 2}, "7": {"latitude": 1, "longitude": 2}}
            }
            """
        let trip = TestContent.trip(["destination": #"{"country_code": "GB", "latitude": 55.95}"#])
        let tribe = TestContent.canonical(trips: [trip])
        let found = try TestContent.load(["tribe.json": tribe, "site.json": site]).diagnostics.map(\.description)
        let at = { (needle: String) in "content/site.json:" + TestContent.position(of: needle, in: site) }
        #expect(
            found.contains(
                "\(at("94.1")): error: $.location.latitude: expected a latitude from -90 to 90 degrees, found 94.1"))
        #expect(
            found.contains(
                "\(at("\"east\"")): error: $.location.longitude: expected the longitude in degrees as a number, found the string \"east\""
            ))
        #expect(
            found.contains { $0.hasPrefix("\(at("\"the family\"")): error: $.contact: expected an e-mail address") })
        #expect(
            found.contains {
                $0.hasPrefix("\(at("\"ftp://")): error: $.weather_source: expected the http or https address")
            })
        #expect(
            found.contains { $0.hasPrefix("\(at("\"kelvin\"")): error: $.temperature_unit: unknown temperature_unit") })
        #expect(
            found.contains {
                $0.hasPrefix("\(at("{\"latitude\": 1")): error: $.trip_locations.first: expected a trip's id")
            })
        let position = "content/tribe.json:" + TestContent.position(of: "{\"country_code\": \"GB\"", in: tribe)
        #expect(
            found.contains("\(position): error: $.trips[0].destination: missing the required key \"longitude\""),
            "\(found)")
        #expect(
            found.contains(
                "content/site.json: warning: trip_locations gives a place for trip 7, but there is no trip 7; it is not used"
            ))
    }
}
