/// The kind of place a trip tip is about.
public enum TipCategory: String, Sendable, Hashable, CaseIterable {
    case restaurant = "Restaurant"
    case hotel = "Hotel"
    case park = "Park"
    case museum = "Museum"
    case shop = "Shop"
    case festival = "Festival"
    case club = "Club"
    case cafe = "Cafe"
    case other = "Other"
}
