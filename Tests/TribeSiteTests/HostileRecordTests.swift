import Foundation
import Testing
import TribeData

@testable import TribeSite

/// Records written to break pages — HTML, Markdown, script links, path segments — built with
/// the real templates: everything stays text, stays in the output folder and links nowhere.
struct HostileRecordTests {
    /// The project's own `templates/` folder, read into memory.
    static let realTemplates: [String: String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = root.appendingPathComponent("templates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Dictionary(
            uniqueKeysWithValues: names.compactMap { name in
                (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)).map {
                    ("templates/" + name, $0)
                }
            })
    }()

    static let tribe = #"""
        {"tribe": {"name": "The <Harbour> House", "time_zone": "Europe/London", "users": [
          {"user_id": 1, "display_name": "*Bob* [x](javascript:alert(1)) <img src=x onerror=alert(1)>"},
          {"user_id": 2, "display_name": "../../etc/passwd"}
         ]},
         "events": [
          {"id": 1, "user": 1, "to": [2], "accepted": [], "start": "2026-11-24T10:00:00", "duration": "01:00:00",
           "recurrence_type": "NON", "subject": "<script>alert('event')</script> [go](javascript:alert(4))", "category": "OTH"}
         ],
         "contacts": [
          {"id": 1, "category": "<b>Doctors</b>", "company": "[evil](javascript:alert(1))", "title": null,
           "first_name": "../../etc/passwd", "last_name": "<script>alert(1)</script>", "phone": "+44 (0) 20 <b>",
           "email": "\"><script>@x.example", "notes": "<script>alert(1)</script>\n\n[click](javascript:alert(2))\n\n![pixel](https://tracker.example/p.gif)\n\n```\nunclosed fence"},
          {"id": 2, "category": null, "company": "index", "title": null, "first_name": null, "last_name": null, "phone": null, "email": null}
         ],
         "trips": [
          {"id": 1, "title": "# Heading ](javascript:alert(3))", "destination": {"country": "France", "country_code": "FR", "city": "<i>Brest</i>"},
           "start": "2026-11-23", "end": "2026-11-25", "buddies": [1, 2],
           "tips": [{"name": "**bold** <b>", "description": "[ok](https://example.org) <script>x</script>\n\n# not a heading", "category": "Cafe"},
                    {"name": " Grand Aquarium\n", "category": "Museum"}]}
         ]}
        """#

    static let prose =
        "---\ncontact: 1\n---\n## From the family\n\n<iframe src=\"https://evil.example\"></iframe> [x](javascript:alert(5))\n"

    private func build() throws -> [String: String] {
        var files = Self.realTemplates
        files["content/tribe.json"] = Self.tribe
        files["content/site.json"] = #"{"base_url": "https://family.example.org/"}"#
        files["content/doctor.md"] = Self.prose
        let memory = try InMemoryBuild.run(files)
        let written = memory.snapshot.keys.filter { !$0.hasPrefix("content/") && !$0.hasPrefix("templates/") }
        #expect(
            written.allSatisfy { $0.hasPrefix("_site/") },
            "written outside the output folder: \(written.filter { !$0.hasPrefix("_site/") })")
        return InMemoryBuild.site(of: memory)
    }

    @Test func theRealTemplatesAreLoaded() {
        #expect(Self.realTemplates["templates/contact.md.mustache"]?.contains("{{name}}") == true)
        #expect(Self.realTemplates.count >= TemplateSet.requiredTemplates.count)
    }

    @Test func namesBecomeSafeReadablePathsThatCollideWithNothing() throws {
        let site = try build()
        let paths = site.keys.sorted()
        #expect(paths.allSatisfy { $0.allSatisfy(\.isASCII) && !$0.contains("..") && !$0.contains("//") })
        #expect(paths.contains("_site/members/bob-x-javascript-alert-1-img-src-x-onerror-alert-1.html"))
        #expect(paths.contains("_site/members/etc-passwd.html"))
        #expect(paths.contains("_site/contacts/etc-passwd-script-alert-1-script.html"))
        // A contact called "index" must not replace the directory.
        #expect(paths.contains("_site/contacts/index-2.html"))
        #expect(site["_site/contacts/index.html"]?.contains("id=\"contact-search\"") == true)
    }

    @Test func noPageRunsScriptOrLoadsAnythingFromElsewhere() throws {
        let site = try build()
        for (path, page) in site where path.hasSuffix(".html") {
            let scripts = page.components(separatedBy: "<script").count - 1
            // The contact directory's, the event search's and the wall display's own scripts,
            // nothing else.
            let own = ["_site/contacts/index.html", "_site/search.html", "_site/wall.html"].contains(path) ? 1 : 0
            #expect(scripts == own, "\(path) has \(scripts) scripts")
            #expect(!page.contains("href=\"javascript"), "\(path) links to script")
            #expect(!page.contains("<img"), "\(path) shows an image")
            #expect(!page.contains("<iframe"), "\(path) frames a page")
            #expect(!page.contains("<b>") && !page.contains("<i>"), "\(path) let markup through")
        }
        #expect(site["_site/contacts/index.html"]?.contains("<script src=\"../search.js\"></script>") == true)
        #expect(site["_site/search.html"]?.contains("<script src=\"find-events.js\"></script>") == true)
        #expect(site["_site/wall.html"]?.contains("<script src=\"wall.js\" defer></script>") == true)
    }

    @Test func theWallsDataIsJSONThatGivesBackEveryNameAsWritten() throws {
        let site = try build()
        let data = try #require(site["_site/wall.json"])
        let wall = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let members = try #require(wall["members"] as? [[String: Any]])
        #expect(
            members.compactMap { $0["name"] as? String }.contains(
                "*Bob* [x](javascript:alert(1)) <img src=x onerror=alert(1)>"))
        let days = try #require(wall["days"] as? [[String: Any]])
        let subjects = days.flatMap { ($0["entries"] as? [[String: Any]]) ?? [] }.compactMap {
            $0["subject"] as? String
        }
        #expect(subjects.contains("<script>alert('event')</script> [go](javascript:alert(4))"))
    }

    @Test func markdownInRecordsStaysText() throws {
        let site = try build()
        let member = try #require(site["_site/members/bob-x-javascript-alert-1-img-src-x-onerror-alert-1.html"])
        #expect(member.contains("<h1>*Bob* [x](javascript:alert(1)) &lt;img src=x onerror=alert(1)&gt;</h1>"))
        let trip = try #require(site["_site/trips/heading-javascript-alert-3.html"])
        #expect(trip.contains("<h1>🇫🇷 # Heading ](javascript:alert(3))</h1>"))
        #expect(
            trip.contains(
                "<strong><a href=\"https://www.openstreetmap.org/search?query=%3Ci%3EBrest%3C%2Fi%3E%2C%20France\">&lt;i&gt;Brest&lt;/i&gt;, France</a></strong>"
            ))
        // A tip's own Markdown is rendered, kept to its list item, with raw HTML dropped.
        #expect(
            trip.contains(
                "<li><strong>**bold** &lt;b&gt;</strong> — <a href=\"https://example.org\">ok</a> <!-- raw HTML omitted -->x<!-- raw HTML omitted --> # not a heading</li>"
            ))
        // Spaces around a name would undo the bold around it.
        #expect(trip.contains("<li><strong>Grand Aquarium</strong></li>"))
        #expect(trip.contains("10:00–11:00 · &lt;script&gt;alert('event')&lt;/script&gt; [go](javascript:alert(4))"))
    }

    @Test func notesAndProseAreMarkdownInSafeMode() throws {
        let site = try build()
        let contact = try #require(site["_site/contacts/etc-passwd-script-alert-1-script.html"])
        #expect(contact.contains("<h1>../../etc/passwd &lt;script&gt;alert(1)&lt;/script&gt;</h1>"))
        #expect(contact.contains("<a href=\"tel:+4420\">+44 (0) 20 &lt;b&gt;</a>"))
        #expect(
            contact.contains("<a href=\"mailto:%22%3E%3Cscript%3E@x.example\">&quot;&gt;&lt;script&gt;@x.example</a>"))
        #expect(contact.contains("<p><a href=\"\">click</a></p>"))
        #expect(contact.contains("<a href=\"https://tracker.example/p.gif\">pixel</a>"))
        // The notes' unclosed fence ends with the notes; the family's file still renders.
        #expect(contact.contains("<pre><code>unclosed fence\n</code></pre>"))
        #expect(contact.contains("<h2>From the family</h2>"))
        // A line opening with <iframe> is an HTML block, which safe mode drops whole.
        #expect(contact.contains("<h2>From the family</h2>\n<!-- raw HTML omitted -->\n"))
        #expect(!contact.contains("evil.example"))
    }

    @Test func cardsEscapeTheirText() throws {
        let site = try build()
        let card = try #require(site["_site/contacts/etc-passwd-script-alert-1-script.vcf"])
        #expect(card.contains("FN:../../etc/passwd <script>alert(1)</script>\r\n"))
        #expect(card.contains("ORG:[evil](javascript:alert(1))\r\n"))
        #expect(site["_site/contacts/address-book.vcf"]?.components(separatedBy: "BEGIN:VCARD").count == 3)
    }
}
