import TribeData
import TribeRecurrence

/// One of the family's days as a forecast sees it: a symbol, the lowest and highest
/// temperature, and the precipitation.
///
/// Made from the forecast's steps that fall in the day, midnight to midnight in the family's
/// zone, as MET Norway's own apps turn the steps into days:
/// - **Symbol**: the six hours from noon, as Yr's day-by-day forecast shows the symbol of 12–18.
///   It is the six-hour symbol of the day's step closest to 12:00 (the earlier of two as close),
///   since six-hourly steps start at 00, 06, 12 and 18 UTC and fall elsewhere in other zones;
///   failing any six-hour symbol, the one-hour symbol of the step closest to noon.
/// - **Low and high**: the lowest and highest temperature at the day's steps. Steps are hourly
///   for the first two or three days, then six-hourly, so later days' extremes are of four
///   readings: the `compact` forecast has no six-hour extremes.
/// - **Precipitation**: the forecast's steps in order, each adding its one-hour amount, or where
///   it has none its six-hour amount, unless an amount already counted covers its time. A period
///   counts whole for the day it starts in, and covers the next day's steps inside it.
///
/// A day is shown when its counted periods cover at least twelve hours, so the last day of a
/// forecast is not summed from a step or two; the forecast's first day is shown with whatever
/// of it is left, as "the rest of today".
struct DayWeather: Sendable, Hashable {
    /// A Locationforecast `symbol_code`.
    let symbol: String
    /// °C.
    let low: Double
    let high: Double
    /// mm.
    let precipitation: Double

    /// Hours a day's counted periods must cover, outside the forecast's first day.
    static let coveredHours = 12

    /// The days `forecast` covers, in the zone `clock` reads.
    static func days(of forecast: LocationForecast, clock: ZoneClock) -> [LocalDate: DayWeather] {
        var byDay: [LocalDate: [LocationForecast.Step]] = [:]
        var order: [LocalDate] = []
        // Precipitation is counted over the whole forecast, so a period that runs past midnight
        // is not counted again by the next day's steps inside it.
        var counted: [LocalDate: (amount: Double, hours: Int)] = [:]
        var coveredUntil = Int.min
        for step in forecast.steps {
            let day = LocalDateTime(wallSeconds: clock.wall(ofInstant: step.time)).date
            if byDay[day] == nil { order.append(day) }
            byDay[day, default: []].append(step)
            guard step.time >= coveredUntil else { continue }
            if let amount = step.nextHour?.precipitation {
                counted[day, default: (0, 0)].amount += amount
                counted[day, default: (0, 0)].hours += 1
                coveredUntil = step.time + 3_600
            } else if let amount = step.nextSixHours?.precipitation {
                counted[day, default: (0, 0)].amount += amount
                counted[day, default: (0, 0)].hours += 6
                coveredUntil = step.time + 6 * 3_600
            }
        }
        var days: [LocalDate: DayWeather] = [:]
        for (position, day) in order.enumerated() {
            let precipitation = counted[day] ?? (0, 0)
            guard position == 0 || precipitation.hours >= coveredHours, let steps = byDay[day],
                let summary = summary(steps, noon: noon(of: day, clock: clock), precipitation: precipitation.amount)
            else { continue }
            days[day] = summary
        }
        return days
    }

    private static func noon(of day: LocalDate, clock: ZoneClock) -> Int {
        clock.instant(ofWall: LocalDateTime(midnightOf: day).wallSeconds + 12 * 3_600)
    }

    private static func summary(_ steps: [LocationForecast.Step], noon: Int, precipitation: Double) -> DayWeather? {
        let closest = { (candidates: [LocationForecast.Step]) -> LocationForecast.Step? in
            candidates.min { abs($0.time - noon) < abs($1.time - noon) }
        }
        let symbol =
            closest(steps.filter { $0.nextSixHours?.symbol != nil })?.nextSixHours?.symbol
            ?? closest(steps.filter { $0.nextHour?.symbol != nil })?.nextHour?.symbol
        guard let symbol, let low = steps.map(\.temperature).min(), let high = steps.map(\.temperature).max() else {
            return nil
        }
        return DayWeather(symbol: symbol, low: low, high: high, precipitation: precipitation)
    }
}
