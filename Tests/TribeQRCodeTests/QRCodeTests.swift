import Testing
import TribeQRCode

/// The code libqrencode makes, checked against what ISO/IEC 18004 fixes of every code: its size
/// for the version the text needs, and the finder patterns in three corners.
struct QRCodeTests {
    @Test func anAddressGetsTheSmallestVersionThatHoldsItWithFindersInThreeCorners() throws {
        // 36 bytes: version 3 holds 42 at level M, version 2 only 26. Version v is 17 + 4v modules.
        let code = try #require(QRCode(encoding: "https://example.org/feeds/index.html"))
        #expect(code.size == 29)
        #expect(code.modules.count == 29 * 29)
        let dark = { (row: Int, column: Int) in code.modules[row * code.size + column] }
        // A finder: a dark 7×7 ring, a light ring inside it, a dark 3×3 centre.
        for (top, left) in [(0, 0), (0, code.size - 7), (code.size - 7, 0)] {
            for row in 0..<7 {
                for column in 0..<7 {
                    let ring = max(abs(row - 3), abs(column - 3))
                    #expect(dark(top + row, left + column) == (ring != 2), "finder at \(top),\(left): \(row),\(column)")
                }
            }
        }
        // The fourth corner has none.
        #expect(!(0..<7).allSatisfy { dark(code.size - 1, code.size - 7 + $0) })
        // The timing pattern: row 6 alternates between the finders.
        #expect((8..<(code.size - 8)).allSatisfy { dark(6, $0) == ($0 % 2 == 0) })
    }

    @Test func longerTextsTakeLargerVersionsAndTooLongATextNone() throws {
        let address = "https://harbour-house.example.org/0123456789abcdef0123456789abcdef/feeds/index.html"
        let code = try #require(QRCode(encoding: address))
        #expect(code.size > 29 && (code.size - 17) % 4 == 0)
        // Version 40 at level M holds 2,331 bytes.
        #expect(QRCode(encoding: String(repeating: "x", count: 2_400)) == nil)
    }

    @Test func theSVGDrawsEveryDarkModuleOnceWithAQuietZone() throws {
        let code = try #require(QRCode(encoding: "https://example.org/"))
        let svg = code.svg(millimetres: 20)
        let side = code.size + 2 * QRCode.quietZone
        #expect(svg.hasPrefix("<svg ") && svg.hasSuffix("</svg>"))
        #expect(svg.contains("viewBox=\"0 0 \(side) \(side)\"") && svg.contains("width=\"20mm\""))
        // Each "M x y hN" run covers N dark modules of row y from column x, quiet zone added.
        var drawn = [Bool](repeating: false, count: code.size * code.size)
        for run in svg.matches(of: /M(\d+) (\d+)h(\d+)v1h-\d+z/) {
            let (x, y, length) = (Int(run.1) ?? 0, Int(run.2) ?? 0, Int(run.3) ?? 0)
            for column in x..<(x + length) {
                let index = (y - QRCode.quietZone) * code.size + column - QRCode.quietZone
                #expect(!drawn[index])
                drawn[index] = true
            }
        }
        #expect(drawn == code.modules)
    }
}
