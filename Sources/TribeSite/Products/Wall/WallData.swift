/// What the wall display reads: the family's days from the build's today, as `wall.json`
/// holds them and as the page is built.
///
/// Everything a day shows is worked out by the build, in the site's language and the family's
/// zone, so the page only picks the day its clock says and filters by member: a change of day
/// needs no rebuild and no date arithmetic in the browser.
struct WallData: Encodable, Sendable {
    /// The family's IANA zone, in which the page's clock and day turn.
    let zone: String
    let language: String
    /// The build's "now" in the family's zone, `2026-11-22T09:00`.
    let built: String
    /// When the wall dims and wakes, minutes after the family's midnight.
    let dimFrom: Int
    let dimUntil: Int
    let members: [Member]
    /// The page's own words, filled in the site's language.
    let words: [String: String]
    /// "+N more" for N from 0 to 99.
    let more: [String]
    /// The days from the build's today, consecutive.
    let days: [Day]

    /// A member a wall can show alone, with the key its address gives (`?member=leo`).
    struct Member: Encodable, Sendable {
        let id: Int
        let key: String
        let name: String
        let initials: String
        let color: String
    }

    /// One day as the wall shows it.
    struct Day: Encodable, Sendable {
        /// `2026-11-22`.
        let date: String
        /// "Sunday 22 November 2026".
        let title: String
        /// "Sunday".
        let weekday: String
        /// The family's entries and other calendars' listed entries, in the agenda's order.
        let entries: [Entry]
        /// Trips under way.
        let trips: [Trip]
        /// Other calendars' days the planner shades (a school holiday), by name.
        let shades: [String]
        /// What the family counts down to, as seen from this day.
        let countdowns: [Countdown]
    }

    /// An entry as the agenda writes it; `members` as `Involvement` decides them.
    struct Entry: Encodable, Sendable {
        let time: String
        let subject: String
        let glyph: String
        let category: String
        let members: [Int]
        /// Another calendar's colour; nil for the family's own entries.
        let color: String?
    }

    struct Trip: Encodable, Sendable {
        let title: String
        let dates: String
        /// The travellers; empty for a trip that names nobody, which is everyone's.
        let members: [Int]
    }

    struct Countdown: Encodable, Sendable {
        let text: String
        /// Whose it is; empty for the whole family.
        let members: [Int]
    }
}
