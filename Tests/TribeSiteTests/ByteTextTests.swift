import Foundation
import Testing

@testable import TribeSite

/// Numbers written into bytes against Foundation's formatting of the same numbers.
struct ByteTextTests {
    static let values: [Int] = Array(0..<1_200) + [9_999, 10_000, 123_456_789, Int.max, -1, -7, -42, -10_000, Int.min]

    @Test(arguments: 1...5)
    func decimalsArePaddedLikePrintf(_ width: Int) {
        for value in Self.values {
            var bytes: [UInt8] = []
            bytes.append(decimal: value, width: width)
            // printf pads a negative number's digits after its sign, as the listing does.
            let digits =
                value == Int.min ? String(String(value).dropFirst()) : String(format: "%0\(width)ld", abs(value))
            let expected = (value < 0 ? "-" : "") + digits
            #expect(String(decoding: bytes, as: UTF8.self) == expected, "\(value) width \(width)")
        }
    }
}
