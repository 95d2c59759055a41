/// The sheet the planner is printed on.
public enum PaperSize: String, Sendable, Hashable, CaseIterable {
    case a4 = "A4"
    case a3 = "A3"
    case letter = "Letter"
}
