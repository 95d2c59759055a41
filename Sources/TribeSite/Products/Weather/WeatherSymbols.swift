import Foundation

/// MET Norway's weather symbols as inline SVG: a page that shows forecasts holds each symbol it
/// uses once, as a `<symbol>` of a hidden sprite, and every day draws it with `<use>`.
///
/// The symbols' own files reuse ids (`cloud`, `sun-glow-grad`) from one to the next, so each
/// symbol's ids are prefixed with its code: two symbols on a page never collide, and the page
/// holds no id twice. The sprite is made invisible by its size, not by `display: none`, under
/// which a symbol's gradients and masks would not draw.
struct WeatherSymbols: Sendable {
    /// The templates' folder the symbols are read from.
    static let folder = "weather-symbols"

    /// The SVG files by code.
    let files: [String: [UInt8]]

    /// The code a file of the templates folder holds a symbol for: `lightrain` for
    /// `weather-symbols/lightrain.svg`, "" for the folder's other files, nil outside it.
    static func code(ofPath path: String) -> String? {
        guard path.hasPrefix(folder + "/") else { return nil }
        let name = path.dropFirst(folder.count + 1)
        guard name.hasSuffix(".svg"), !name.contains("/") else { return "" }
        return String(name.dropLast(4))
    }

    /// The id a page's `<use href="#…">` names the symbol of `code` by.
    static func id(of code: String) -> String { "wx-" + code }

    /// A hidden `<svg>` holding the symbols of `codes` that there are files for, each once, in
    /// code order; "" for none.
    func sprite(_ codes: some Sequence<String>) -> String {
        let symbols = Set(codes).sorted().compactMap(symbol)
        guard !symbols.isEmpty else { return "" }
        return "<svg class=\"weather-sprite\" width=\"0\" height=\"0\" aria-hidden=\"true\" focusable=\"false\">"
            + "<!-- MET Norway's weather symbols, github.com/metno/weathericons, MIT licence, (c) 2015-2017 Yr -->"
            + symbols.joined() + "</svg>"
    }

    /// The symbol of `code` as a `<symbol>` whose ids carry the code, or nil without a file.
    func symbol(_ code: String) -> String? {
        guard let bytes = files[code] else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let open = text.range(of: "<svg"), let openEnd = text[open.upperBound...].firstIndex(of: ">"),
            let close = text.range(of: "</svg>", options: .backwards), openEnd < close.lowerBound
        else { return nil }
        let attributes = text[open.upperBound..<openEnd]
        let viewBox = Self.attribute("viewBox", in: attributes) ?? "0 0 100 100"
        let prefix = Self.id(of: code) + "-"
        let body = text[text.index(after: openEnd)..<close.lowerBound]
            .replacingOccurrences(of: "id=\"", with: "id=\"" + prefix)
            .replacingOccurrences(of: "href=\"#", with: "href=\"#" + prefix)
            .replacingOccurrences(of: "url(#", with: "url(#" + prefix)
        return "<symbol id=\"\(Self.id(of: code))\" viewBox=\"\(viewBox)\">" + body + "</symbol>"
    }

    private static func attribute(_ name: String, in attributes: Substring) -> String? {
        guard let start = attributes.range(of: " \(name)=\"") else { return nil }
        let value = attributes[start.upperBound...].prefix { $0 != "\"" }
        return value.allSatisfy { $0.isNumber || $0 == " " || $0 == "." || $0 == "-" } ? String(value) : nil
    }
}
