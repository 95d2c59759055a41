/// How `{{value}}` is escaped for the language a template writes.
public enum TemplateEscaping: Sendable {
    /// `& < > " '` become entities, byte by byte, so no combining mark can hide a `<`.
    case html
    /// Any other language: the function appends the escaped text to the bytes.
    case custom(@Sendable (String, inout [UInt8]) -> Void)

    /// `text` escaped, for the few places that write HTML outside a template.
    public func escaped(_ text: String) -> String {
        var output = RenderBuffer(capacity: text.utf8.count)
        var scratch: [UInt8] = []
        append(text, to: &output, scratch: &scratch)
        return String(decoding: UnsafeBufferPointer(start: output.base, count: output.count), as: UTF8.self)
    }

    /// Appends `text`, escaped; a custom escaping writes into `scratch` first, which is kept
    /// for its room.
    func append(_ text: String, to output: inout RenderBuffer, scratch: inout [UInt8]) {
        switch self {
        case .html:
            text.withUTF8InPlace { Self.appendHTML($0, to: &output) }
        case .custom(let escape):
            scratch.removeAll(keepingCapacity: true)
            escape(text, &scratch)
            output.append(scratch)
        }
    }

    /// `append(_:to:scratch:)` for text given as UTF-8.
    func append(utf8 bytes: [UInt8], to output: inout RenderBuffer, scratch: inout [UInt8]) {
        switch self {
        case .html: bytes.withUnsafeBufferPointer { Self.appendHTML($0, to: &output) }
        case .custom: append(String(decoding: bytes, as: UTF8.self), to: &output, scratch: &scratch)
        }
    }
}

private extension TemplateEscaping {
    /// The bytes that become entities, `"` `&` `'` `<` `>`, as bits of one word: all are below
    /// 64, so one shift tells any byte apart, where comparing with each of the five took most
    /// of escaping a page's text.
    static let markup: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E

    static func appendHTML(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout RenderBuffer) {
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 64, markup >> UInt64(byte) & 1 != 0 else { continue }
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(entity)
            runStart = index + 1
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}
