import Foundation
import Testing
import TribeData

@testable import TribeSite

/// A templates folder written before the wall display and the family week existed: the build
/// takes those pages' templates from the built-in ones, so a family's CI goes on building.
struct AddedLaterTemplatesTests {
    @Test func anOlderTemplatesFolderGainsTheWallAndTheFamilyWeek() throws {
        var files = HostileRecordTests.realTemplates
        for name in TemplateSet.addedLater {
            #expect(files.removeValue(forKey: "templates/" + name) != nil, "\(name) is not a built-in file")
        }
        files["content/tribe.json"] = HostileRecordTests.tribe
        files["content/site.json"] = #"{"base_url": "https://family.example.org/"}"#
        let memory = try InMemoryBuild.run(files)
        let site = InMemoryBuild.site(of: memory)
        #expect(site["_site/wall.html"]?.contains("<script src=\"wall.js\" defer></script>") == true)
        #expect(site["_site/wall.js"] != nil && site["_site/wall.css"] != nil && site["_site/wall-eink.html"] != nil)
        #expect(site["_site/planner/family/2026-W48.html"]?.contains("tp-family-grid") == true)
        // What the folder has is still its own: a changed template is not replaced.
        var changed = HostileRecordTests.realTemplates
        changed["templates/wall.css"] = "/* the family's own */\n"
        changed["content/tribe.json"] = HostileRecordTests.tribe
        changed["content/site.json"] = #"{"base_url": "https://family.example.org/"}"#
        let own = InMemoryBuild.site(of: try InMemoryBuild.run(changed))
        #expect(own["_site/wall.css"] == "/* the family's own */\n")
    }
}
