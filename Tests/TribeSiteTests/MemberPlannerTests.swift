import Testing

@testable import TribeSite

/// `planner/members/<name>.html`: a member's own planner, whose every entry is theirs.
struct MemberPlannerTests {
    /// Each entry and bar of every sheet as `subject: initials | only-class`.
    static let sheet =
        "{{#weeks}}{{#days}}{{#items}}{{subject}}: {{#members}}{{initials}} {{/members}}| {{only}}\n{{/items}}"
        + "{{#bars}}{{subject}}: {{#members}}{{initials}} {{/members}}| {{only}}\n{{/bars}}{{/days}}{{/weeks}}"

    @Test func aMembersOwnPlannerLeavesTheirInitialsOffAndKeepsTheOthers() throws {
        let members = #"{"user_id": 1, "display_name": "Maya"}, {"user_id": 2, "display_name": "Tom"}"#
        var tribe = SiteBuilderTests.tribe(
            events: [
                #"{"id": 1, "user": 1, "to": [2], "accepted": [2], "start": "2026-12-01T10:00:00", "duration": "01:00:00", "recurrence_type": "NON", "subject": "Swim together", "category": "OTH"}"#,
                #"{"id": 2, "user": 1, "to": [], "accepted": [], "start": "2026-12-02T10:00:00", "duration": "01:00:00", "recurrence_type": "NON", "subject": "Maya alone", "category": "OTH"}"#,
            ], members: members)
        tribe.removeLast()
        tribe +=
            #", "trips": [{"id": 1, "title": "Away", "destination": {"country_code": "FR"}, "start": "2026-12-09", "end": "2026-12-11", "buddies": [1, 2]}]}"#
        let files = SiteBuilderTests.templates.merging([
            "content/tribe.json": tribe, "templates/planner-sheet.mustache": Self.sheet,
        ]) { _, new in new }
        let site = InMemoryBuild.site(of: try InMemoryBuild.run(files))

        // The whole tribe's sheet names everyone on each entry.
        #expect(
            site["_site/planner/2026-12.html"]
                == "Swim together: M T | \nMaya alone: M | tp-only-1\nTrip: Away: M T | \n")
        // Maya's own: only who joins her; hiding her still hides what is hers alone. Her
        // November sheet's last row shows 1 and 2 December too.
        let december = ["Swim together: T | ", "Maya alone: | tp-only-1"]
        #expect(
            site["_site/planner/members/maya.html"]?.components(separatedBy: "\n").filter { !$0.isEmpty }
                == december + december + ["Trip: Away: T | "])
        // Tom's own: the same shared entries, with Maya's initials rather than his.
        #expect(
            site["_site/planner/members/tom.html"]?.components(separatedBy: "\n").filter { !$0.isEmpty }
                == ["Swim together: M | ", "Swim together: M | ", "Trip: Away: M | "])
    }
}
