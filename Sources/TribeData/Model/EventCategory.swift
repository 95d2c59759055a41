/// TribeHub's event categories, by their three-letter codes.
public enum EventCategory: String, Sendable, Hashable, CaseIterable {
    case none = "NON"
    case celebration = "CEL"
    case club = "CLU"
    case education = "EDU"
    case medical = "MED"
    case music = "MUS"
    case other = "OTH"
    case outing = "OUT"
    case pets = "PET"
    case shopping = "SHO"
    case sport = "SPO"
    case vacation = "VAC"
    case work = "WOR"

    /// The label TribeHub's apps show.
    public var label: String {
        switch self {
        case .none: return "None"
        case .celebration: return "Celebration"
        case .club: return "Club"
        case .education: return "Education"
        case .medical: return "Medical"
        case .music: return "Music"
        case .other: return "Other"
        case .outing: return "Outing"
        case .pets: return "Pets"
        case .shopping: return "Shopping"
        case .sport: return "Sport"
        case .vacation: return "Vacation"
        case .work: return "Work"
        }
    }
}
