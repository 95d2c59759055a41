import Foundation
import TribeData
import TribeRecurrence

/// The saved forecasts a build shows, read once from `content/weather/`: home's, and those of
/// trips under way or about to start.
///
/// Nothing here goes online: `tribepress fetch` saved the files. A file that no longer reads
/// is a located error, as any input is; a forecast past its `Expires` is shown as "forecast of
/// <time>"; one made more than `oldest` before the build's now is not shown, with a warning.
public struct WeatherSet: Sendable {
    /// One place's forecast, turned into the family's days.
    struct Place: Sendable {
        let place: WeatherPlace
        /// The days the forecast covers.
        let days: [LocalDate: DayWeather]
        /// When the forecast was made, seconds since 1970.
        let made: Int
        /// When it stops being current (`Expires`), seconds since 1970; unknown counts as at once.
        let expires: Int
        /// Whether the build's now is past `expires`.
        let isExpired: Bool
    }

    /// Home's forecast, when `site.json` places home and one is saved.
    let home: Place?
    /// Trips' forecasts by trip id.
    let trips: [Int: Place]

    public static let none = WeatherSet(home: nil, trips: [:])

    /// Seconds after it was made that a forecast is still shown: two days.
    static let oldest = 2 * 86_400
    /// Reads the forecasts of home and of each trip overlapping the `tripDays` from `today`.
    static func load(
        _ settings: WeatherSettings, trips: [Trip], contentFolder folder: String, fileIO: FileIO, now: Int,
        today: LocalDate, timeZone: TimeZone, log: DiagnosticLog
    ) -> WeatherSet {
        let places = WeatherPlace.all(
            settings, trips: trips, overlapping: today...today.adding(days: WeatherPlace.tripDaysAhead - 1))
        let clock = ZoneClock(timeZone)
        var home: Place?
        var byTrip: [Int: Place] = [:]
        for place in places {
            guard let read = read(place, folder: folder, fileIO: fileIO, now: now, clock: clock, log: log) else {
                continue
            }
            switch place.kind {
            case .home: home = read
            case .trip(let id): byTrip[id] = read
            }
        }
        return WeatherSet(home: home, trips: byTrip)
    }

    private static func read(
        _ place: WeatherPlace, folder: String, fileIO: FileIO, now: Int, clock: ZoneClock, log: DiagnosticLog
    ) -> Place? {
        let path = "\(folder)/\(WeatherPlace.folder)/\(place.file)"
        let recordPath = "\(folder)/\(WeatherPlace.folder)/\(place.recordFile)"
        guard fileIO.kind(path) == .file else { return nil }
        let bytes: [UInt8]
        do {
            bytes = try fileIO.read(path)
        } catch {
            log.error("cannot read the forecast: \(error)", file: path)
            return nil
        }
        var record: ForecastRecord?
        if fileIO.kind(recordPath) == .file {
            do {
                record = ForecastRecord.read(try fileIO.read(recordPath), file: recordPath, log: log)
            } catch {
                log.error("cannot read the file: \(error)", file: recordPath)
            }
        }
        guard let forecast = LocationForecastReader.read(bytes, file: path, log: log) else { return nil }
        let what = place.kind == .home ? "home" : place.name.quotedForMessage
        if let record, !record.isFor(place.point) {
            log.warning(
                "the saved forecast is for \(record.latitude), \(record.longitude), but \(what) is at "
                    + "\(place.point.latitudeText), \(place.point.longitudeText) now; it is not shown until "
                    + "`tribepress fetch` fetches the new place's", file: path)
            return nil
        }
        if now - forecast.updated > oldest {
            log.warning(
                "the forecast for \(what) was made \((now - forecast.updated) / 3_600) hours before this build's now, "
                    + "more than two days; it is not shown: run `tribepress fetch` before building", file: path)
            return nil
        }
        let expires = record?.expires ?? forecast.updated
        return Place(
            place: place, days: DayWeather.days(of: forecast, clock: clock), made: forecast.updated, expires: expires,
            isExpired: now >= expires)
    }
}
