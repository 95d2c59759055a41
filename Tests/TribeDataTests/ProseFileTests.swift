import Testing

@testable import TribeData

struct ProseFileTests {
    private func load(_ markdown: [String: String]) throws -> LoadedContent {
        var files = markdown
        files["tribe.json"] = TestContent.canonical(trips: [TestContent.trip(id: 3)])
        return try TestContent.load(files)
    }

    @Test func frontMatterAttachesTheBodyToItsRecord() throws {
        let content = try load(["trips/edinburgh.md": "---\ntrip: 3\n---\nWe always stop at *Portobello*.\n"])
        #expect(content.diagnostics.isEmpty)
        #expect(
            content.prose == [
                ProseFile(
                    path: "content/trips/edinburgh.md", record: RecordReference(.trip, 3),
                    recordLocation: SourceLocation(line: 2, column: 7), markdown: "We always stop at *Portobello*.\n"
                )
            ])
    }

    @Test func windowsLineEndsAndAByteOrderMarkAreAccepted() throws {
        let content = try load(["maya.md": "\u{FEFF}---\r\nmember: 1\r\n---\r\nHello\r\n"])
        #expect(content.diagnostics.isEmpty)
        #expect(content.prose.map(\.record) == [RecordReference(.member, 1)])
        #expect(content.prose.first?.markdown == "Hello\n")
    }

    @Test func aFileWithoutFrontMatterIsAnError() throws {
        let content = try load(["notes.md": "# Just notes\n"])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/notes.md:1:1: error: no front matter: start the file with a line '---', then the record it belongs to (for example 'trip: 3'), then '---'"
            ])
    }

    @Test func brokenFrontMatterIsReportedAtItsLine() throws {
        let content = try load([
            "a.md": "---\ntrip: 3\nmember: [1\n---\nText\n",
            "b.md": "---\ntrip: 3\n",
            "c.md": "---\ncontakt: 2\n---\n",
            "d.md": "---\ntrip: three\n---\n",
            "e.md": "---\ntrip: 3\nmember: 1\n---\n",
        ])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/a.md:4:1: error: front matter: did not find expected ',' or ']' (while parsing a flow sequence)",
                "content/b.md:1:1: error: the front matter opened in line 1 is never closed with a line '---'",
                "content/c.md:2:1: error: front matter: unknown key \"contakt\"; expected one of contact, trip, member",
                "content/d.md:2:7: error: front matter: trip must be the record's id, a whole number such as trip: 3",
                "content/e.md:2:1: error: front matter: names 2 records; a file belongs to exactly one",
            ])
        #expect(content.prose.isEmpty)
    }

    @Test func aliasesAreRefusedBeforeTheyCanExplodeAndRepeatsAreFoundWhereTheyAre() throws {
        let content = try load([
            "bomb.md": "---\na0: &a0 [x, x]\na1: &a1 [*a0, *a0]\ntrip: 3\n---\n",
            "twice.md": "---\ntrip: 3\ntrip: 3\n---\n",
            "mac.md": "---\rtrip: 3\r---\rOld Mac text\r",
        ])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/bomb.md:2:5: error: front matter: anchors and aliases (&name, *name) are not supported; name the record, such as 'trip: 3'",
                "content/twice.md:3:1: error: front matter: the key trip appears more than once",
            ])
        #expect(content.prose.map(\.markdown) == ["Old Mac text\n"])
    }

    @Test func aFileNamingAnUnknownRecordIsAnError() throws {
        let content = try load(["x.md": "---\ncontact: 9\n---\n", "y.md": "---\n\ntrip:   12\n---\n"])
        #expect(
            content.diagnostics.map(\.description) == [
                "content/x.md:2:10: error: front matter: no contact has the id 9; there are none",
                "content/y.md:3:9: error: front matter: no trip has the id 12; the known ids are 3",
            ])
    }

    @Test func hiddenFilesAndOtherFilesAreIgnored() throws {
        let content = try load([".drafts/x.md": "nothing", "photo.txt": "x"])
        #expect(content.diagnostics.isEmpty)
        #expect(content.prose.isEmpty)
    }

    @Test func aReadmeBesideTheDataIsIgnoredInAnyCase() throws {
        let content = try load([
            "README.md": "# Our export\n", "trips/Readme.MD": "About trips\n", "notes.md": "---\ntrip: 3\n---\nKept\n",
        ])
        #expect(content.diagnostics.isEmpty)
        #expect(content.prose.map(\.path) == ["content/notes.md"])
        // Only a file named README is; any other file without front matter is still an error.
        let other = try load(["READ-ME.md": "# Our export\n"])
        #expect(other.diagnostics.map(\.message).first?.hasPrefix("no front matter") == true)
    }
}
