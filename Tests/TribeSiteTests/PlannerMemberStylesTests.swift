import Testing
import TribeData

@testable import TribeSite

/// `planner/members.css`: each member's colour once, and the rules behind the checkboxes.
struct PlannerMemberStylesTests {
    @Test func eachMemberGetsTheirColourAndAHideRule() {
        let styles = PlannerPages.memberStyles([
            Member(id: 2, displayName: "Tom", color: "#a84b00"),
            Member(id: 7, displayName: "Gran"),
        ])
        #expect(
            styles == """
                .tp-who-2 { --tp-color: #a84b00; }
                body:has(#tp-show-2:not(:checked)) .tp-only-2, body:has(#tp-show-2:not(:checked)) .tp-who-2 { display: none; }
                .tp-who-7 { --tp-color: #55585e; }
                body:has(#tp-show-7:not(:checked)) .tp-only-7, body:has(#tp-show-7:not(:checked)) .tp-who-7 { display: none; }

                """)
    }
}
