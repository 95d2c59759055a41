import Foundation
import Testing
import TribeData

/// The byte-by-byte percent-encodings against Foundation's `addingPercentEncoding` with the
/// same characters allowed.
struct PercentEncodingTests {
    static let samples = [
        "maya.okafor@example.org", "tom+school@example.co.uk", "zoë@exämple.de", "a b@c d", "\"quoted\"@x.org",
        "x<y>&z@h", "%41@x", "?a=b#c", "name;other,list:@x", "😀@x", "~-._@x", "", "@@@", "tab\there@x", "ß@straße.de",
    ]

    @Test(arguments: samples)
    func encodesForMailtoAsFoundationDoes(_ address: String) {
        let kept = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~@+")
        #expect(address.percentEncodedForMailto == address.addingPercentEncoding(withAllowedCharacters: kept))
    }

    @Test(arguments: samples)
    func encodesForQueryAsFoundationDoes(_ text: String) {
        let kept = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        #expect(text.percentEncodedForQuery == text.addingPercentEncoding(withAllowedCharacters: kept))
    }
}
