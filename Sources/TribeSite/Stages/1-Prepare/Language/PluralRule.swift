/// Which counts take a language's singular ("one") form, after CLDR's cardinal rules for
/// whole numbers; every other count takes the plural ("other").
enum PluralRule: Sendable, Equatable {
    /// English, German, Spanish and most: 1 alone.
    case oneIsSingular
    /// French, Portuguese, Hindi…: 0 and 1.
    case zeroAndOneAreSingular
    /// Chinese, Japanese, Korean, Vietnamese…: no singular form.
    case noSingular

    init(language: String) {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        if language.lowercased().hasPrefix("pt-pt") {
            self = .oneIsSingular
        } else if Self.zeroAndOne.contains(primary) {
            self = .zeroAndOneAreSingular
        } else if Self.none.contains(primary) {
            self = .noSingular
        } else {
            self = .oneIsSingular
        }
    }

    func isSingular(_ count: Int) -> Bool {
        switch self {
        case .oneIsSingular: return count == 1
        case .zeroAndOneAreSingular: return count == 0 || count == 1
        case .noSingular: return false
        }
    }

    /// The small counts that are singular, for the pages' script: "1", "0 1" or "".
    var singularCounts: String {
        switch self {
        case .oneIsSingular: return "1"
        case .zeroAndOneAreSingular: return "0 1"
        case .noSingular: return ""
        }
    }

    private static let zeroAndOne: Set<String> = [
        "fr", "pt", "hi", "bn", "fa", "am", "zu", "kn", "gu", "hy", "ff", "kab",
    ]
    private static let none: Set<String> = [
        "zh", "ja", "ko", "vi", "th", "id", "ms", "lo", "my", "km", "yue", "jv", "su", "bo", "dz", "ii", "ig", "yo",
        "sah", "to", "wo",
    ]
}
