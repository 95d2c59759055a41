import Testing
import TribeData

@testable import TribeFetch

/// The bytes of each item of a list, copied as the backend sent them when pages are merged.
struct JSONExtentTests {
    @Test func eachItemEndsWhereTheParserSaysTheNextOneBegins() throws {
        let text =
            #"{"results": [ {"s": "a \"}] ,\\", "n": [1, {"x": null}]} , "]\"" ,12.5e3,true , null,[]], "count": 6}"#
        let bytes = Array(text.utf8)
        let root = try JSONParser.parse(bytes)
        guard case .object(let members) = root.value, case .array(let items) = members[0].node.value else {
            Issue.record("not parsed as a list")
            return
        }
        let copied = items.map {
            String(decoding: bytes[$0.offset..<JSONExtent.end(of: bytes, valueAt: $0.offset)], as: UTF8.self)
        }
        #expect(copied == [#"{"s": "a \"}] ,\\", "n": [1, {"x": null}]}"#, #""]\"""#, "12.5e3", "true", "null", "[]"])
        // Each copy is a JSON text of its own.
        for copy in copied { #expect((try? JSONParser.parse(Array(copy.utf8))) != nil, "\(copy)") }
    }
}
