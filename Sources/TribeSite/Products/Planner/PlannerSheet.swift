import TribeTemplates

/// One month's sheet of the planner, ready for the `planner-sheet` template.
struct PlannerSheet: Sendable {
    /// "November 2026": the sheet's heading and its page's title.
    let title: String
    let context: TemplateValue
}
