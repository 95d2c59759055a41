/// What sections made of objects with an identity, during one render.
///
/// A `Dictionary` would hash each key with its seeded SipHash, three values combined and
/// finished, for every section a page enters. An identity's hash already is such a hash, taken
/// once per object, so mixing it with the section's address spreads the keys as well.
typealias ReuseTable = QuickTable<ReuseKey, [UInt8]>

extension ReuseTable {
    /// Where the bytes filed under the key of these parts lie, valid until the next insert.
    ///
    /// Looked for with the identity unretained and handed back as a place: copying the key or
    /// the bytes out would count references on them at every section a page enters.
    func made(section: UnsafeRawPointer?, identity: TemplateIdentity.Unretained, atLineStart: Bool)
        -> UnsafeBufferPointer<UInt8>?
    {
        withValue(
            ofHash: ReuseKey.hash(section: section, keyHash: identity.keyHash, atLineStart: atLineStart),
            where: { $0.section == section && $0.atLineStart == atLineStart && identity.matches($0.identity) },
            { $0.pointee.withUnsafeBufferPointer { $0 } })
    }
}

extension ReuseKey: QuickHashable {
    var quickHash: Int {
        Self.hash(section: section, keyHash: identity.keyHash, atLineStart: atLineStart)
    }

    static func hash(section: UnsafeRawPointer?, keyHash: Int, atLineStart: Bool) -> Int {
        let section = section.map { Int(bitPattern: $0) } ?? 0
        return keyHash ^ section ^ (atLineStart ? Int(bitPattern: 0x9E37_79B9_7F4A_7C15) : 0)
    }
}
