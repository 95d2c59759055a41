import TribeRecurrence

/// The days a build lays out lie in the calendar TribePress counts in: 1 January of the year 1
/// to 31 December 9999, as the dates of its files do.
///
/// What "now" and `site.json` choose (the planner's months, their sheets' whole weeks, the pages'
/// days ahead) is checked against those limits before anything is laid out, so that a date the
/// options accept either builds or is refused with a message; none reaches a month past the
/// calendar's last half-way through a build.
enum CalendarLimits {
    static let firstDay = LocalDate(daysSinceEpoch: LocalDate.daysSinceEpoch(year: 1, month: 1, day: 1))
    static let lastDay = LocalDate(daysSinceEpoch: LocalDate.daysSinceEpoch(year: 9999, month: 12, day: 31))

    /// Why the days `settings` choose leave the calendar, or nil when they all lie in it.
    static func problem(_ settings: SiteSettings) -> String? {
        let months = PlannerPages.months(of: settings)
        if months.count < settings.plannerMonths || months.isEmpty {
            return
                "the planner's \(settings.plannerMonths) months from \(settings.plannerStart) run past December 9999, "
                + "the calendar's last month"
        }
        var spans: [(what: String, days: ClosedRange<LocalDate>)] = []
        if let sheets = PlannerPages.dayRange(of: settings) { spans.append(("the planner's sheets", sheets)) }
        if let weeks = WeekPages.dayRange(of: settings) { spans.append(("the planner's week sheets", weeks)) }
        let today = settings.localNow.date
        let ahead = SiteRenderer.daysAhead
        if today.daysSinceEpoch + ahead - 1 > lastDay.daysSinceEpoch {
            return "the pages show the \(ahead) days from \(today), past 31 December 9999, the calendar's last day"
        }
        for (what, days) in spans where days.lowerBound < firstDay || days.upperBound > lastDay {
            return "\(what) run from \(days.lowerBound) to \(days.upperBound), past the calendar's "
                + (days.lowerBound < firstDay ? "first day, 1 January of the year 1" : "last day, 31 December 9999")
        }
        return nil
    }
}
