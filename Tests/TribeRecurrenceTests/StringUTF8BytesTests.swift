import Testing
import TribeRecurrence

struct StringUTF8BytesTests {
    @Test(arguments: [
        ("", false), ("plain", false), ("tab\tonly", false), ("bell\u{7}", true),
        // Long enough to be kept on the heap rather than inside the string itself.
        (String(repeating: "long text without one ", count: 8), false),
        (String(repeating: "long text ", count: 8) + "\u{7F}", true),
    ])
    func aByteIsFoundWhereverTheTextIsKept(text: String, hasControl: Bool) {
        #expect(text.containsUTF8Byte { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F } == hasControl)
    }

    @Test(arguments: [
        ("", true), ("Tom O'Neil, 07:30", true), ("Zo\u{EB}", false), ("\u{7F}", true), ("a\u{80}", false),
    ])
    func asciiIsEveryByteBelow0x80(text: String, isASCII: Bool) {
        #expect(text.isASCII == isASCII)
    }

    @Test func theBytesAreUTF8NotCharacters() {
        // "é" is C3 A9: neither byte is the letter, and both are there.
        #expect(!"café".containsUTF8Byte { $0 == UInt8(ascii: "e") })
        #expect("café".containsUTF8Byte { $0 == 0xA9 })
    }
}
