import Foundation
import Testing
import TribeData

@testable import TribeSite

/// Places link to the map `map_links` chooses, a meeting's address links to itself, and
/// nothing a place says can become markup or another kind of link.
struct MapLinksTests {
    static let tribe = #"""
        {"tribe": {"name": "The Harbour House", "time_zone": "Europe/London", "users": [
          {"user_id": 1, "display_name": "Ann"}]},
         "events": [
          {"id": 1, "user": 1, "to": [], "accepted": [], "start": "2026-11-24T10:00:00", "duration": "01:00:00",
           "recurrence_type": "NON", "subject": "Coffee", "category": "OTH", "location": "Café de l'Ouest & Co (Brest)"},
          {"id": 2, "user": 1, "to": [], "accepted": [], "start": "2026-11-25T10:00:00", "duration": "01:00:00",
           "recurrence_type": "NON", "subject": "Call", "category": "OTH", "location": "https://meet.example.org/x?a=1&b=(2)"}
         ],
         "contacts": [],
         "trips": [
          {"id": 1, "title": "Brittany", "destination": {"country": "France", "country_code": "FR", "city": "Brest"},
           "start": "2026-12-23", "end": "2026-12-27", "buddies": [1], "tips": []}
         ]}
        """#

    /// The built site's pages, with `map_links` set to `choice` (absent for nil).
    private func build(_ choice: String?) throws -> [String: String] {
        var files = HostileRecordTests.realTemplates
        files["content/tribe.json"] = Self.tribe
        files["content/site.json"] = choice.map { #"{"map_links": "\#($0)"}"# } ?? "{}"
        return InMemoryBuild.site(of: try InMemoryBuild.run(files))
    }

    static let cafe = "Caf%C3%A9%20de%20l%27Ouest%20%26%20Co%20%28Brest%29"
    static let meeting =
        #"<a href="https://meet.example.org/x?a=1&amp;b=(2)">https://meet.example.org/x?a=1&amp;b=(2)</a>"#

    @Test(arguments: [
        (nil, "https://www.openstreetmap.org/search?query="),
        ("openstreetmap", "https://www.openstreetmap.org/search?query="),
        ("apple", "https://maps.apple.com/?q="), ("google", "https://www.google.com/maps/search/?api=1&amp;query="),
    ])
    func placesLinkToTheChosenMapsSearch(_ choice: String?, _ search: String) throws {
        let site = try build(choice)
        let home = try #require(site["_site/index.html"])
        #expect(home.contains(#"<a href="\#(search)\#(Self.cafe)">Café de l&#39;Ouest &amp; Co (Brest)</a>"#))
        #expect(home.contains(Self.meeting))
        let member = try #require(site["_site/members/ann.html"])
        #expect(member.contains(#"<a href="\#(search)\#(Self.cafe)">"#))
        #expect(member.contains(#"<a href="https://meet.example.org/x?a=1&amp;b=(2)">"#))
        let trips = try #require(site["_site/trips/index.html"])
        #expect(trips.contains(#"<a href="\#(search)Brest%2C%20France">Brest, France</a>"#))
        let trip = try #require(site["_site/trips/brittany.html"])
        #expect(trip.contains(#"<strong><a href="\#(search)Brest%2C%20France">Brest, France</a></strong>"#))
    }

    @Test func noneLeavesPlacesAsTextButAMeetingStaysALink() throws {
        let site = try build("none")
        let home = try #require(site["_site/index.html"])
        #expect(home.contains(" · Café de l&#39;Ouest &amp; Co (Brest)</p>"))
        #expect(home.contains(Self.meeting))
        for (path, page) in site {
            #expect(!page.contains("openstreetmap.org") && !page.contains("maps.apple.com"), "\(path)")
            #expect(!page.contains("google.com/maps"), "\(path)")
        }
        #expect(try #require(site["_site/trips/brittany.html"]).contains("<strong>Brest, France</strong>"))
    }

    @Test func anUnknownMapIsAnErrorNamingTheChoices() {
        var files = HostileRecordTests.realTemplates
        files["content/tribe.json"] = Self.tribe
        files["content/site.json"] = #"{"map_links": "bing"}"#
        #expect {
            try InMemoryBuild.run(files)
        } throws: { error in
            (error as? BuildFailure)?.diagnostics.map(\.description).contains(
                #"content/site.json:1:15: error: $.map_links: unknown map_links "bing"; expected one of openstreetmap, apple, google, none"#
            )
                == true
        }
    }

    @Test func onlyAnHttpAddressWithAHostIsAMeeting() {
        #expect(
            MapLinks.openstreetmap.href(for: "javascript:alert(1)")
                == "https://www.openstreetmap.org/search?query=javascript%3Aalert%281%29")
        #expect(MapLinks.apple.href(for: "http://") == "https://maps.apple.com/?q=http%3A%2F%2F")
        #expect(MapLinks.none.href(for: " HTTPS://Meet.Example.org/room ") == "HTTPS://Meet.Example.org/room")
        #expect(MapLinks.google.href(for: "https://meet.example.org/a b") != "https://meet.example.org/a b")
        #expect(MapLinks.openstreetmap.href(for: "   ") == nil)
        #expect(MapLinks.none.href(for: "Home") == nil)
    }

    /// Places are trimmed and encoded byte by byte; Foundation's trimming and
    /// `addingPercentEncoding` over the same characters must give the same address.
    @Test(arguments: [
        "Café de l'Ouest & Co (Brest)", "  Zoë's house\n", "\u{200B}\u{00A0}Kraków\u{3000}", "東京駅 八重洲口",
        "🏊 Leisure centre", "a+b=c/d?e#f%g", "e\u{301}cole", "\t-._~AZaz09\r\n", "“quoted” <tag>",
    ])
    func placesAreEncodedAsFoundationEncodesThem(_ place: String) throws {
        let trimmed = place.trimmingCharacters(in: .whitespacesAndNewlines)
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let expected = try #require(trimmed.addingPercentEncoding(withAllowedCharacters: unreserved))
        #expect(MapLinks.openstreetmap.href(for: place) == "https://www.openstreetmap.org/search?query=" + expected)
    }
}
