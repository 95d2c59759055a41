import TribeData
import TribeTemplates

/// The event search page: a form whose choices come from the family, and the results the
/// browser lists from `SearchIndex`.
struct SearchPage: Sendable {
    static let path = OutputPath(fixed: "search.html")

    let index: SearchIndex
    let settings: SiteSettings

    func context() -> TemplateValue {
        let days = PlannerPages.dayRange(of: settings)
        return [
            "site": settings.templateContext,
            "members": .list(
                index.members.map { entry in
                    var member = MemberContext.make(entry.member)
                    member["key"] = .text(entry.key)
                    return .object(member)
                }),
            "categories": .list(
                index.categories.map {
                    ["key": .text(SearchIndex.key(of: $0)), "label": .text(settings.words.label($0))]
                }
            ),
            "first": .optional(days?.lowerBound.description), "last": .optional(days?.upperBound.description),
            "oneApplies": .text(settings.words.plural.singularCounts),
        ]
    }
}
