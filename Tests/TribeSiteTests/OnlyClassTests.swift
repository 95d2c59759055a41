import Testing

@testable import TribeSite

struct OnlyClassTests {
    /// An entry of one member, named once or more, is hidden with that member; an entry of
    /// several members or none is not.
    @Test func oneMemberHoweverOftenNamedGetsTheirClassAndAnyOtherNone() {
        #expect(PlannerPages.onlyClass([3]) == "tp-only-3")
        #expect(PlannerPages.onlyClass([3, 3, 3]) == "tp-only-3")
        #expect(PlannerPages.onlyClass([3, 4]) == nil)
        #expect(PlannerPages.onlyClass([3, 3, 4]) == nil)
        #expect(PlannerPages.onlyClass([]) == nil)
    }
}
