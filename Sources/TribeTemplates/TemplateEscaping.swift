/// How `{{value}}` is escaped for the language a template writes.
public enum TemplateEscaping: Sendable {
    /// `& < > " '` become entities, byte by byte, so no combining mark can hide a `<`.
    case html
    /// Any other language: the function appends the escaped text to the bytes.
    case custom(@Sendable (String, inout [UInt8]) -> Void)

    /// `text` escaped, for the few places that write HTML outside a template.
    public func escaped(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    func append(_ text: String, to output: inout [UInt8]) {
        switch self {
        case .html:
            var text = text
            text.withUTF8 { Self.appendHTML($0, to: &output) }
        case .custom(let escape): escape(text, &output)
        }
    }

    /// `append(_:to:)` for text given as UTF-8.
    func append(utf8 bytes: [UInt8], to output: inout [UInt8]) {
        switch self {
        case .html: bytes.withUnsafeBufferPointer { Self.appendHTML($0, to: &output) }
        case .custom(let escape): escape(String(decoding: bytes, as: UTF8.self), &output)
        }
    }
}

private extension TemplateEscaping {
    static func appendHTML(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in bytes.indices {
            let entity: StaticString
            switch bytes[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}
