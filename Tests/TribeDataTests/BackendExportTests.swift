import Foundation
import Testing

@testable import TribeData

/// The real backend's responses load as they are.
struct BackendExportTests {
    private func loadFixture(events: String = "events.json") throws -> LoadedContent {
        var files: [String: String] = [:]
        for name in ["tribe.json", "contacts.json", "profiles.json"] {
            files[name] = try String(contentsOf: TestContent.fixtures.appendingPathComponent(name), encoding: .utf8)
        }
        files["events.json"] = try String(
            contentsOf: TestContent.fixtures.appendingPathComponent(events), encoding: .utf8)
        return try TestContent.load(files)
    }

    @Test func theExportLoadsVerbatimAndDropsGeneratedRows() throws {
        let content = try loadFixture()
        #expect(content.format == .backendExport)
        let tribe = try #require(content.tribe)
        #expect(tribe.name == "The Harbour House")
        #expect(tribe.members.map(\.displayName) == ["Ada", "Leo", "Maya", "Tom", "Zuri"])
        #expect(tribe.members.map(\.username) == ["ada", "leo", "maya", "tom", "zuri"])
        #expect(tribe.members.first { $0.id == 1 }?.isAdmin == true)
        // Masters in the response's order (read from the file with Python's json module).
        #expect(
            tribe.events.map(\.id) == [
                2, 1, 4, 3, 5, 6, 7, 9, 11, 10, 12, 13, 14, 15, 17, 16, 18, 19, 20, 21, 22, 8, 23, 24, 25,
            ])
        #expect(content.droppedGeneratedRows == 97)
        #expect(tribe.contacts.count == 10)
    }

    @Test func fieldsKeepTheirMeaning() throws {
        let tribe = try #require(try loadFixture().tribe)
        let sleepover = try #require(tribe.events.first { $0.id == 19 })
        #expect(sleepover.subject == "Sleepover at Grandma's")
        #expect(sleepover.start.description == "2027-01-16T16:00:00")
        #expect(sleepover.duration.seconds == 26 * 3600)
        #expect(sleepover.repeatCode == .none)
        #expect(sleepover.category == .outing)
        #expect(sleepover.ownerID == 1 && sleepover.inviteeIDs == [4, 5] && sleepover.acceptedIDs == [5])
        let leapDay = try #require(tribe.events.first { $0.id == 25 })
        #expect(leapDay.repeatCode == .yearly && leapDay.start.description == "2028-02-29T12:00:00")
        let plumber = try #require(tribe.contacts.first { $0.id == 3 })
        #expect(
            plumber.firstName == nil && plumber.phone == nil && plumber.company == "Bright Spark Plumbing & Heating Ltd"
        )
        #expect(plumber.displayName == "Bright Spark Plumbing & Heating Ltd")
    }

    @Test func theUninvitedAcceptanceIsTheOnlyWarning() throws {
        let content = try loadFixture()
        #expect(content.diagnostics.count == 1)
        let warning = try #require(content.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.file == "content/events.json")
        #expect(warning.path?.description == "$.results[59].accepted[0]")
        #expect(
            warning.message
                == "Leo (user 4) accepted but is not invited (not in \"to\"); kept as accepted, as TribeHub's apps show it"
        )
        let cinema = try #require(content.tribe?.events.first { $0.id == 17 })
        #expect(cinema.inviteeIDs == [3, 5] && cinema.acceptedIDs == [4, 5])
    }

    @Test func aDateWindowedResponseLoadsToo() throws {
        let content = try loadFixture(events: "events-2027.json")
        #expect(content.droppedGeneratedRows == 585)
        #expect(content.tribe?.events.count == 7)
        #expect(!content.diagnostics.containsErrors)
    }

    @Test func aPagedResponseWarnsThatPagesAreMissing() throws {
        let tribe = try String(contentsOf: TestContent.fixtures.appendingPathComponent("tribe.json"), encoding: .utf8)
        let events =
            #"{"count": 40, "next": "https://api.example.org/events/?page=2", "previous": null, "results": []}"#
        let content = try TestContent.load([
            "tribe.json": tribe, "events.json": events,
            "contacts.json": #"{"count": 0, "next": null, "previous": null, "results": []}"#,
        ])
        let countAt = TestContent.position(of: "40", in: events)
        let nextAt = TestContent.position(of: "\"https", in: events)
        #expect(
            content.diagnostics.map(\.description) == [
                "content/events.json:\(countAt): warning: $.count: \"count\" says 40 but \"results\" holds 0; the export may be incomplete",
                "content/events.json:\(nextAt): warning: $.next: this is one page of several (\"next\": \"https://api.example.org/events/?page=2\"); only this page's events are read",
            ])
    }

    @Test func missingResponsesAreErrorsNamingEachFile() throws {
        let content = try TestContent.load(["events.json": "{\"results\": []}"])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/contacts.json: error: missing contacts.json: the content folder must hold it",
                "content/tribe.json: error: missing tribe.json: the content folder must hold it",
            ])
    }

    @Test func aTribeResponseMustHoldOneTribe() throws {
        let tribe = #"{"count": 0, "next": null, "previous": null, "results": []}"#
        let content = try TestContent.load([
            "tribe.json": tribe,
            "events.json": #"{"results": []}"#, "contacts.json": #"{"results": []}"#,
        ])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/tribe.json:\(TestContent.position(of: "[]", in: tribe)): error: $.results: expected exactly one tribe in \"results\", found 0"
            ])
    }
}

/// The sample family in `content/` is what the README promises.
struct SampleContentTests {
    @Test func theSampleLoadsAndUsesEveryCodeAndExtension() throws {
        let content = try ContentLoader().load(from: TestContent.sampleContent)
        // Not even a warning: the sample is what a new user sees first, and --strict passes on it.
        #expect(content.diagnostics.isEmpty, "\(content.diagnostics)")
        let tribe = try #require(content.tribe)
        #expect((4...6).contains(tribe.members.count))
        #expect(Set(tribe.events.map(\.repeatCode)) == Set(RepeatCode.allCases))
        #expect(Set(tribe.events.map(\.category)) == Set(EventCategory.allCases))
        #expect(tribe.events.contains { $0.isAllDay } && tribe.events.contains { $0.rrule != nil })
        #expect(
            tribe.events.contains { !$0.exdates.isEmpty }
                && tribe.events.contains { $0.overrides.contains(where: \.cancelled) })
        #expect(tribe.events.contains { $0.until != nil } && tribe.events.contains { $0.count != nil })
        #expect(tribe.contacts.contains { $0.notes != nil })
        #expect(tribe.trips.count == 4 && tribe.trips.allSatisfy { !$0.tips.isEmpty && $0.notes != nil })
        #expect(content.configuration.timeZone == "Europe/London")
    }
}
