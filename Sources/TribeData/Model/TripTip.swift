/// A recommended place on a trip.
public struct TripTip: Sendable, Hashable {
    public var name: String
    /// Markdown.
    public var description: String?
    public var category: TipCategory

    public init(name: String, description: String? = nil, category: TipCategory) {
        self.name = name
        self.description = description
        self.category = category
    }
}
