import Testing
import TribeICalendar

struct NumberedContentLineTests {
    private func written(_ line: NumberedContentLine, _ numbers: [Int]) -> String {
        var bytes: [UInt8] = []
        for number in numbers { line.write(number, into: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func eachNumberMakesALineOfItsOwn() {
        let uid = NumberedContentLine("UID", before: "event-", after: "-tribe@example.org")
        #expect(
            written(uid, [7, 10_042, -3])
                == "UID:event-7-tribe@example.org\r\nUID:event-10042-tribe@example.org\r\n"
                + "UID:event--3-tribe@example.org\r\n")
    }

    @Test func controlCharactersInTheFixedPartsAreStripped() {
        let uid = NumberedContentLine("UID", before: "ev\u{7}ent-", after: "-x@ho\r\nBEGIN:VEVENT\u{0}st")
        #expect(written(uid, [1]) == "UID:event-1-x@hoBEGIN:VEVENTst\r\n")
    }

    @Test func aLongLineFoldsAt75OctetsAsEveryLineDoes() {
        let tail = "-" + String(repeating: "é", count: 40) + "@example.org"
        let text = written(NumberedContentLine("UID", before: "event-", after: tail), [123])
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.last?.hasPrefix(" ") == true)
        #expect(lines.allSatisfy { String(validating: Array($0.utf8), as: UTF8.self) != nil })
        #expect(lines.first.map { $0 + lines[1].dropFirst() } == "UID:event-123" + tail)
    }
}
