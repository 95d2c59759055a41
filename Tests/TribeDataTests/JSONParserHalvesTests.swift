import Foundation
import Testing
import TribePressTestSupport

@testable import TribeData

/// A long text is parsed in two halves, the second on another core; what comes out must be
/// what one parse from the start gives, offsets and errors included.
struct JSONParserHalvesTests {
    /// An export-like text: records on lines of their own, strings holding what looks like
    /// structure (`},{`, brackets, escaped line breaks), nested lists and objects.
    private static func export(records: Int, contacts: Int = 0, tail: String = "") -> [UInt8] {
        let events = (0..<records).map { index in
            """
                {
                  "id": \(index), "title": "Swim }, { [\(index)] \\" \\n next", "price": \(index).5e1,
                  "people": [\(index % 3), \(index % 5)], "done": \(index % 2 == 0), "note": null,
                  "place": {"city": "Zoë's \\u00e9", "lines": [["a", "b"], []]}
                }
            """
        }
        let cards = (0..<contacts).map { "    {\"id\": \($0), \"name\": \"Ann [\($0)]\", \"tags\": [\"a\", {}]}" }
        let text =
            "{\n  \"tribe\": {\"name\": \"T\"},\n  \"events\": [\n" + events.joined(separator: ",\n")
            + "\n  ],\n  \"contacts\": [\n" + cards.joined(separator: ",\n") + "\n  ]" + tail + "\n}\n"
        return Array(text.utf8)
    }

    @Test func aTextParsedInHalvesGivesTheTreeOneParseGives() throws {
        let bytes = Self.export(records: 400, contacts: 100)
        // The second half starts at a record past the middle, and the first parse takes the
        // rest of the events and all the contacts from it.
        let start = try #require(JSONParser.SecondHalf.start(in: bytes))
        #expect(bytes[start] == UInt8(ascii: "{") && start > bytes.count / 2)
        let whole = try JSONParser.parse(bytes, inHalvesFrom: .max)
        // The second half parsed before the first, so that every run is there to take.
        let halves = try JSONParser.parseInHalves(bytes, startedBy: { $0() })
        #expect(halves.listsTaken == 2)
        #expect(Self.shape(halves.root) == Self.shape(whole))
        #expect(Self.shape(whole).components(separatedBy: "id@").count == 501)
        // On the pool, the first parse takes both lists or, if no thread began, neither.
        let pooled = try JSONParser.parseInHalves(bytes)
        #expect([0, 2].contains(pooled.listsTaken))
        #expect(Self.shape(pooled.root) == Self.shape(whole))
    }

    @Test func aSecondHalfNoThreadBeganIsReadByTheFirstParse() throws {
        // As on a one-core machine, where the pool's one thread is the one parsing: waiting
        // for the second half would wait for the pool to grow. Here it would wait forever.
        let bytes = Self.export(records: 400, contacts: 100)
        // It does no work while it waits: a minute by the clock fails it.
        let halves = try Self.parsedInHalves(bytes, startedBy: { _ in }, withinCPU: 6)
        #expect(halves.listsTaken == 0)
        #expect(Self.shape(halves.root) == Self.shape(try JSONParser.parse(bytes, inHalvesFrom: .max)))
    }

    @Test func manyShortRunsThisCoreNeverTakesCostItNothingPerItem() throws {
        // 200,000 lists of one record each, on a line of its own, so the other core makes a run
        // of each; between them a list of five numbers that this core parses itself, asking
        // for a run at each number. Looking each up among every run made so far took 34 s for
        // these 3.8 MB in a release build (over 10 minutes of CPU in the tests' debug build);
        // looked up by where it starts, the whole `check` takes 0.2 s.
        let text = "[" + String(repeating: "[\n{}\n],[1,1,1,1,1],", count: 200_000) + "[]]"
        let bytes = Array(text.utf8)
        let halves = try Self.parsedInHalves(bytes, startedBy: { $0() }, withinCPU: 60)
        #expect(halves.listsTaken > 50_000)
        guard case .array(let lists) = halves.root.value else {
            Issue.record("the root is not a list")
            return
        }
        #expect(lists.count == 400_001)
        #expect(Self.shape(halves.root) == Self.shape(try JSONParser.parse(bytes, inHalvesFrom: .max)))
    }

    @Test func aHalfStartingInsideAnObjectIsReadByTheFirstParse() throws {
        // Every value on a line of its own after its key: the second half starts at an object's
        // value, never at an array's item, and the first parse reads it itself.
        let members = (0..<300).map { "\"key\($0)\":\n{\"value\": [\($0), {\"deep\": true}]}" }
        let bytes = Array(("{" + members.joined(separator: ",\n") + "}").utf8)
        #expect(JSONParser.SecondHalf.start(in: bytes) != nil)
        let halves = try JSONParser.parseInHalves(bytes)
        #expect(halves.listsTaken == 0)
        #expect(Self.shape(halves.root) == Self.shape(try JSONParser.parse(bytes, inHalvesFrom: .max)))
    }

    @Test func anErrorInTheSecondHalfIsReportedAsOneParseReportsIt() throws {
        var bytes = Self.export(records: 400, contacts: 100)
        // A bare word for a value in a record three quarters in (no string holds "null").
        let null = Array("null".utf8)
        let found = try #require(
            (bytes.count * 3 / 4..<bytes.count).first { bytes[$0..<min(bytes.count, $0 + 4)].elementsEqual(null) })
        bytes.replaceSubrange(found..<found + 4, with: Array("none".utf8))
        let whole = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes, inHalvesFrom: .max) }
        let halves = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes, inHalvesFrom: 0) }
        #expect(halves == whole)
        #expect(whole == JSONSyntaxError(message: "expected a JSON value, found 'none'", offset: found))
    }

    @Test func nestingPastWhatTheOtherCoreParsesIsParsedByTheFirst() throws {
        // 200 levels: within the limit of a whole parse, past the second half's.
        let deep = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let bytes = Self.export(
            records: 50,
            tail: ",\n  \"deep\": [\n" + Array(repeating: deep, count: 400).joined(separator: ",\n") + "\n]")
        let parsed = try JSONParser.parseInHalves(bytes)
        #expect(parsed.listsTaken == 0)
        #expect(Self.shape(parsed.root) == Self.shape(try JSONParser.parse(bytes, inHalvesFrom: .max)))
        // Past the limit of a whole parse, the error is the whole parse's.
        let deeper = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let refused = Self.export(
            records: 50,
            tail: ",\n  \"deep\": [\n" + Array(repeating: deeper, count: 100).joined(separator: ",\n") + "\n]")
        let whole = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(refused, inHalvesFrom: .max) }
        let halves = #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(refused, inHalvesFrom: 0) }
        #expect(halves == whole)
        #expect(whole?.message == "values are nested more than 512 levels deep")
    }

    /// `JSONParser.parseInHalves` on a thread of its own, so that a hang fails the test after
    /// `seconds` of CPU (or ten times that waiting) instead of stopping the run.
    private static func parsedInHalves(
        _ bytes: [UInt8], startedBy starter: @escaping JSONParser.SecondHalf.Starter, withinCPU seconds: Double
    ) throws -> (root: JSONNode, listsTaken: Int) {
        let parsed = answer(withinCPU: seconds) {
            Result { () throws(JSONSyntaxError) in try JSONParser.parseInHalves(bytes, startedBy: starter) }
        }
        return try #require(parsed).get()
    }

    /// Every value with its offset, keys with theirs, as text to compare.
    private static func shape(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null@\(node.offset)"
        case .bool(let flag): return "\(flag)@\(node.offset)"
        case .integer(let number): return "\(number)@\(node.offset)"
        case .number(let number, let text): return "\(number)/\(text)@\(node.offset)"
        case .string(let text): return "\(text.debugDescription)@\(node.offset)"
        case .array(let items): return "[@\(node.offset)" + items.map(shape).joined(separator: ",") + "]"
        case .object(let members):
            return "{@\(node.offset)"
                + members.map { "\($0.key)@\($0.keyOffset):" + shape($0.node) }.joined(separator: ",") + "}"
        }
    }
}
