import Testing
import TribePressTestSupport
import TribeRecurrence

@testable import TribeData

struct TripValidationTests {
    private func problems(_ trip: String, needle: String, offsetBy shift: Int = 0) throws -> (
        problems: [String], at: String
    ) {
        let text = TestContent.canonical(trips: [trip])
        return (
            try TestContent.problems(inCanonical: text),
            "content/tribe.json:" + TestContent.position(of: needle, in: text, offsetBy: shift)
        )
    }

    @Test func aValidTripLoadsWithItsInclusiveDates() throws {
        let content = try TestContent.load(["tribe.json": TestContent.canonical(trips: [TestContent.trip()])])
        #expect(content.diagnostics.isEmpty)
        let trip = try #require(content.tribe?.trips.first)
        #expect(trip.start.description == "2027-02-13" && trip.end.description == "2027-02-17")
        #expect(trip.nights == 4)
        #expect(trip.destination == TripDestination(country: "United Kingdom", countryCode: "GB", city: "Edinburgh"))
    }

    @Test func aTripEndingBeforeItStarts() throws {
        let (found, at) = try problems(TestContent.trip(["end": "\"2027-02-12\""]), needle: "\"2027-02-12\"")
        #expect(
            found == [
                "\(at): error: $.trips[0].end: the trip ends on 2027-02-12, before it starts on 2027-02-13; both dates are inclusive"
            ])
    }

    @Test func aSecondTripWithTheSameIdIsDroppedNamingTheFirstOnesLine() throws {
        let text = TestContent.canonical(trips: [
            TestContent.trip(id: 3), TestContent.trip(id: 4), TestContent.trip(id: 3, ["title": "\"Easter\""]),
        ])
        let firstLine = TestContent.position(of: "\"id\": 3", in: text).split(separator: ":")[0]
        let at = TestContent.position(of: "\"id\": 3", in: text, occurrence: 2, offsetBy: 6)
        let content = try TestContent.load(["tribe.json": text])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/tribe.json:\(at): error: $.trips[2].id: duplicate trip id 3: already used by the trip at line \(firstLine)"
            ])
        #expect(content.tribe?.trips.map(\.title) == ["Half-term in Edinburgh", "Half-term in Edinburgh"])
        #expect(content.tribe?.trips.map(\.id) == [3, 4])
    }

    @Test func aBuddyWhoIsNotAMember() throws {
        let (found, at) = try problems(TestContent.trip(["buddies": "[1, 3]"]), needle: "3]")
        #expect(
            found == [
                "\(at): error: $.trips[0].buddies[1]: buddy refers to user 3, who is not a member of the tribe (members: 1 Maya, 2 Tom)"
            ])
    }

    @Test func anUnknownCountryCodeAndLowerCase() throws {
        let destination = #"{"country": "France", "country_code": "fr", "city": "Saint-Malo"}"#
        let (found, at) = try problems(TestContent.trip(["destination": destination]), needle: "\"fr\"")
        #expect(
            found == [
                "\(at): error: $.trips[0].destination.country_code: expected an ISO 3166-1 alpha-2 country code such as \"FR\", found \"fr\" (codes are upper case: \"FR\")"
            ])
    }

    @Test func anUnknownTipCategory() throws {
        let tips = #"[{"name": "The Elephant House", "category": "Coffee"}]"#
        let (found, at) = try problems(TestContent.trip(["tips": tips]), needle: "\"Coffee\"")
        #expect(
            found == [
                "\(at): error: $.trips[0].tips[0].category: unknown tip category \"Coffee\"; expected one of Restaurant, Hotel, Park, Museum, Shop, Festival, Club, Cafe, Other"
            ])
    }

    @Test func contactsMayBeAllNullButNeedAnId() throws {
        let text = TestContent.canonical(contacts: [
            #"{"id": 3, "category": null, "company": null, "title": null, "first_name": null, "last_name": null, "phone": null, "email": null}"#,
            #"{"category": "Vet"}"#,
        ])
        let at = TestContent.position(of: #"{"category": "Vet"}"#, in: text)
        let content = try TestContent.load(["tribe.json": text])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/tribe.json:\(at): error: $.contacts[1]: missing the required key \"id\""
            ])
        #expect(content.tribe?.contacts.map(\.displayName) == ["Contact 3"])
    }
}

struct ConfigurationValidationTests {
    private func problems(_ site: String) throws -> [String] {
        try TestContent.load(["tribe.json": TestContent.canonical(), "site.json": site]).diagnostics.map(\.description)
    }

    @Test func aCompleteConfigurationLoads() throws {
        let site = """
            {"title": "Harbour", "base_url": "https://family.example.org", "time_zone": "Europe/London", "language": "en-GB",
             "week_start": "sunday", "planner_start": "2026-09", "planner_months": 12, "paper": "A3"}
            """
        let content = try TestContent.load(["tribe.json": TestContent.canonical(), "site.json": site])
        #expect(content.diagnostics.isEmpty)
        #expect(
            content.configuration
                == SiteConfiguration(
                    title: "Harbour", baseURL: "https://family.example.org/", timeZone: "Europe/London",
                    language: "en-GB", weekStart: .sunday,
                    plannerStart: YearMonth(year: 2026, month: 9), plannerMonths: 12, paper: .a3
                ))
    }

    @Test func everyBadSettingIsReportedAtOnce() throws {
        let site = """
            {
              "base_url": "family.example.org",
              "time_zone": "BST",
              "week_start": "Monday",
              "planner_start": "2026-9",
              "planner_months": 40,
              "paper": "A5",
              "colour": "blue"
            }
            """
        #expect(
            try problems(site) == [
                "content/site.json:2:15: error: $.base_url: expected an absolute http or https URL like \"https://family.example.org/\", found \"family.example.org\"",
                "content/site.json:3:16: error: $.time_zone: unknown time zone \"BST\"; expected an IANA name such as \"Europe/London\"",
                "content/site.json:4:17: error: $.week_start: unknown week_start \"Monday\"; expected one of monday, sunday",
                "content/site.json:5:20: error: $.planner_start: expected a month like \"2026-09\", found \"2026-9\"",
                "content/site.json:6:21: error: $.planner_months: expected between 1 and 36 months, found 40",
                "content/site.json:7:12: error: $.paper: unknown paper size \"A5\"; expected one of A4, A3, Letter",
                "content/site.json:8:3: warning: $.colour: unknown key \"colour\" in the site configuration is ignored",
            ])
    }

    @Test func problemsInSeveralFilesAreReportedTogether() throws {
        let tribe = TestContent.canonical(events: [TestContent.event(["category": "\"FOO\""])])
        let content = try TestContent.load(["tribe.json": tribe, "site.json": "{\"paper\": \"A4\",}"])
        #expect(content.diagnostics.map { $0.file } == ["content/site.json", "content/tribe.json"])
        #expect(content.diagnostics.map(\.severity) == [.error, .error])
        #expect(
            content.diagnostics.first?.description
                == "content/site.json:1:16: error: malformed JSON: expected another key after ',', found '}' (JSON allows no trailing comma)"
        )
    }

    @Test func aMissingContentFolderIsItsOwnFailure() {
        #expect(throws: ContentLoaderError.missingFolder("nowhere")) {
            try ContentLoader(fileIO: InMemoryFiles().fileIO).load(from: "nowhere")
        }
    }

    @Test func aFolderWithoutDataSaysWhatIsMissing() throws {
        let content = try TestContent.load(["site.json": "{}"])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/tribe.json: error: missing tribe.json: the content folder must hold it"
            ])
        #expect(!content.isUsable)
    }
}
