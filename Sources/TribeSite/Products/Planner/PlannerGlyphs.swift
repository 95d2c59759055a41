import TribeData

/// A printable glyph per category, so categories survive black-and-white printing.
enum PlannerGlyphs {
    static func glyph(_ category: EventCategory) -> String {
        switch category {
        case .none: return "·"
        case .celebration: return "★"
        case .club: return "♣"
        case .education: return "✎"
        case .medical: return "✚"
        case .music: return "♪"
        case .other: return "◆"
        case .outing: return "⚑"
        case .pets: return "♥"
        case .shopping: return "¤"
        case .sport: return "●"
        case .vacation: return "☀"
        case .work: return "■"
        }
    }

    static let repeatMark = "↻"
    static let tripGlyph = "✈"
    /// Another calendar's entries, in that calendar's colour.
    static let calendarMark = "●"
    static let continuesBefore = "◂"
    static let continuesAfter = "▸"
}
