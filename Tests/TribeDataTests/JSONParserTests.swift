import Testing

@testable import TribeData

struct JSONParserTests {
    @Test func listsAfterAHugeOneReserveNoMoreThanSixtyFourPlacesAndEmptyOnesNone() throws {
        // Each list reserves what the last one at its depth held, so that records of one shape
        // are not grown from nothing; a hostile file must not make every small list huge.
        let huge = "[" + Array(repeating: "1", count: 10_000).joined(separator: ",") + "]"
        let text = "[" + huge + ",[]," + huge + ",[2]," + huge + ",{\"a\": 1}]"
        let root = try JSONParser.parse(Array(text.utf8))
        guard case .array(let lists) = root.value, lists.count == 6,
            case .array(let empty) = lists[1].value, case .array(let single) = lists[3].value,
            case .array(let later) = lists[4].value, case .object(let object) = lists[5].value
        else {
            Issue.record("expected six lists, got \(root.value)")
            return
        }
        #expect(empty.isEmpty && empty.capacity == 0)
        // The allocator rounds a block up to its size class, and the list takes the rest.
        #expect(single.count == 1 && single.capacity <= Self.capacity(reserving: 64, like: single))
        #expect(later.count == 10_000)
        #expect(object.count == 1 && object.capacity <= Self.capacity(reserving: 64, like: object))
    }

    @Test func parsesEveryKindOfValueAndKeepsOffsets() throws {
        let text = #"{"a": [1, -2.5e1, true, null, "x\u00e9\ud83d\ude00"], "b": {}}"#
        let root = try JSONParser.parse(Array(text.utf8))
        guard case .object(let members) = root.value, members.count == 2, case .array(let items) = members[0].node.value
        else {
            Issue.record("expected an object holding an array, got \(root.value)")
            return
        }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[1].keyOffset == 54)
        guard case .integer(1) = items[0].value, case .number(let number, let numberText) = items[1].value,
            case .bool(true) = items[2].value, case .null = items[3].value, case .string(let string) = items[4].value
        else {
            Issue.record("unexpected items \(items.map(\.value))")
            return
        }
        #expect(number == -25 && numberText == "-2.5e1")
        #expect(string == "xé😀")
        #expect(items.map(\.offset) == [7, 10, 18, 24, 30])
    }

    @Test func largeIdsStayExactIntegers() throws {
        let root = try JSONParser.parse(Array("9007199254740993".utf8))
        guard case .integer(let value) = root.value else {
            Issue.record("expected an integer")
            return
        }
        #expect(value == 9_007_199_254_740_993)
    }

    /// Short integers are read digit by digit, longer ones through their text: both must agree
    /// with `Int(_:)` up to its limits, and past them a number is no longer an integer.
    @Test(arguments: [
        "0", "-0", "7", "-42", "123456789012345678", "-12345678901234567", "-123456789012345678",
        "9223372036854775807", "-9223372036854775808",
    ])
    func integersReadAsIntReadsThem(text: String) throws {
        let root = try JSONParser.parse(Array(text.utf8))
        guard case .integer(let value) = root.value else {
            Issue.record("expected an integer for \(text), got \(root.value)")
            return
        }
        #expect(value == Int(text))
    }

    @Test func anIntegerPastIntIsANumber() throws {
        let root = try JSONParser.parse(Array("[9223372036854775808, 12.0, 5e2]".utf8))
        guard case .array(let items) = root.value else {
            Issue.record("expected an array")
            return
        }
        let texts = items.map { item -> String? in
            if case .number(_, let text) = item.value { return text }
            return nil
        }
        #expect(texts == ["9223372036854775808", "12.0", "5e2"])
    }

    /// ASCII strings skip UTF-8 validation; the others still get it.
    @Test func stringsKeepTheirTextAndBadUTF8IsStillRefused() throws {
        let root = try JSONParser.parse(Array(#"["plain", "Zoë", "tab\tand ☃"]"#.utf8))
        guard case .array(let items) = root.value else {
            Issue.record("expected an array")
            return
        }
        let strings = items.map { item -> String? in
            if case .string(let text) = item.value { return text }
            return nil
        }
        #expect(strings == ["plain", "Zoë", "tab\tand ☃"])
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0x61, 0xC3, 0x28, 0x22]) }
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "expected another key after ',', found '}' (JSON allows no trailing comma)", 8),
        ("[1 2]", "expected ',' or ']' after an array item, found '2'", 3),
        ("{\"a\" 1}", "expected ':' after the key \"a\", found '1'", 5),
        ("{\"a\": undefined}", "expected a JSON value, found 'undefined'", 6),
        ("\"open", "this string is never closed by a '\"'", 0),
        ("01", "numbers may not start with a leading zero", 0),
        ("{} {}", "expected the end of the file after the JSON value, found '{'", 3),
        ("\"\\x\"", "unknown escape '\\x' in a string", 1),
        ("\"\\ud800\"", "\\uD800 is half of a surrogate pair with no second half", 1),
        ("", "expected a JSON value, found the end of the file", 0),
        ("{'a': 1}", "expected a key in double quotes, found '''", 1),
    ])
    func reportsWhatIsWrongAndWhere(text: String, message: String, offset: Int) {
        #expect(throws: JSONSyntaxError(message: message, offset: offset)) {
            try JSONParser.parse(Array(text.utf8))
        }
    }

    @Test func refusesNestingDeeperThanTheLimit() {
        let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1)
        #expect(
            throws: JSONSyntaxError(
                message: "values are nested more than 512 levels deep", offset: JSONParser.maximumDepth)
        ) {
            try JSONParser.parse(Array(deep.utf8))
        }
    }

    @Test func rawControlCharacterInAStringIsAnError() {
        #expect(
            throws: JSONSyntaxError(
                message: "control character U+000A inside a string (write it as an escape such as \\n)", offset: 2)
        ) {
            try JSONParser.parse(Array("\"a\nb\"".utf8))
        }
    }
}

struct LineIndexTests {
    @Test func countsLinesAndUnicodeScalarsFromOne() {
        let text = "{\n  \"name\": \"Zoë\", \"x\": 1\n}"
        let index = LineIndex(bytes: Array(text.utf8))
        let offsetOfX = Array(text.utf8).firstIndex(of: UInt8(ascii: "x")) ?? -1
        #expect(index.location(ofOffset: 0) == SourceLocation(line: 1, column: 1))
        #expect(index.location(ofOffset: 4) == SourceLocation(line: 2, column: 3))
        // "Zoë" takes four bytes but three columns, so "x" is at column 19, not 20.
        #expect(index.location(ofOffset: offsetOfX) == SourceLocation(line: 2, column: 19))
    }
}

extension LineIndexTests {
    @Test func countsColumnsOnALineOfManyBlocksAsCountingFromItsStartDoes() {
        // One line of 20,000 bytes mixing one-, two-, three- and four-byte scalars, so block
        // edges fall inside scalars, then a second line; every offset is compared with the
        // scalars counted from the line's start by the standard library.
        let first = String(repeating: "ab\"ë€😀 ", count: 1_100)
        let text = first + "\n" + String(repeating: "x€", count: 3_000)
        let bytes = Array(text.utf8)
        let index = LineIndex(bytes: bytes)
        let newline = first.utf8.count
        for offset in stride(from: 0, through: bytes.count, by: 7) + [4_095, 4_096, 4_097, 8_192, newline, bytes.count]
        where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            let line = offset <= newline ? 1 : 2
            let lineStart = line == 1 ? 0 : newline + 1
            let expected = String(decoding: bytes[lineStart..<offset], as: UTF8.self).unicodeScalars.count + 1
            #expect(
                index.location(ofOffset: offset) == SourceLocation(line: line, column: expected), "offset \(offset)")
        }
    }

    @Test func placesTheEndOfAFileOfWholeBlocksAfterItsLastScalar() {
        let bytes = Array(String(repeating: "é", count: 4_096).utf8)
        #expect(bytes.count == 8_192)
        #expect(LineIndex(bytes: bytes).location(ofOffset: bytes.count) == SourceLocation(line: 1, column: 4_097))
        #expect(LineIndex(bytes: []).location(ofOffset: 0) == SourceLocation(line: 1, column: 1))
    }
}

private extension JSONParserTests {
    /// What a list of `list`'s elements holds once `count` places are reserved in it.
    static func capacity<Element>(reserving count: Int, like list: [Element]) -> Int {
        var reserved: [Element] = []
        reserved.reserveCapacity(count)
        return reserved.capacity
    }
}
