import Crypto
import Foundation

/// The family's secret, from the environment only: what every secret address is derived from.
///
/// It never prints (its description says only that it is a secret), is never written, and is
/// used only as an HMAC-SHA256 key, so an address gives nothing away about the secret or about
/// any other address.
public struct SiteSecret: Sendable, CustomStringConvertible {
    /// The secret's bytes, made into a key for each use (swift-crypto's key is not Sendable).
    private let bytes: [UInt8]

    /// The shortest secret accepted: 128 bits, written as 32 hexadecimal characters.
    public static let minimumLength = 32
    /// The variable read when `site.json` names none.
    public static let defaultVariable = "TRIBEPRESS_SECRET"

    /// A secret from `text`, or nil when it is too short to be unguessable.
    public init?(_ text: String) {
        guard text.utf8.count >= Self.minimumLength else { return nil }
        bytes = Array(text.utf8)
    }

    /// The token of `identity` ("feed member-3", "pages"): 128 bits of HMAC-SHA256, as 32
    /// lower-case hexadecimal characters, the same for the same secret and identity.
    public func token(for identity: String) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Array(identity.utf8), using: SymmetricKey(data: bytes))
        let digits = Array("0123456789abcdef")
        return String(mac.prefix(16).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] })
    }

    public var description: String { "(a secret)" }
}
