/// The CSS colour name nearest a hex colour, for RFC 7986 `COLOR` (which takes names only).
enum CSSColorName {
    private static let names: [(String, Int, Int, Int)] = [
        ("black", 0, 0, 0), ("dimgray", 105, 105, 105), ("slategray", 112, 128, 144), ("silver", 192, 192, 192),
        ("maroon", 128, 0, 0), ("firebrick", 178, 34, 34), ("crimson", 220, 20, 60), ("mediumvioletred", 199, 21, 133),
        ("purple", 128, 0, 128), ("rebeccapurple", 102, 51, 153), ("indigo", 75, 0, 130), ("navy", 0, 0, 128),
        ("steelblue", 70, 130, 180), ("royalblue", 65, 105, 225), ("teal", 0, 128, 128), ("darkcyan", 0, 139, 139),
        ("seagreen", 46, 139, 87), ("green", 0, 128, 0), ("olive", 128, 128, 0), ("darkorange", 255, 140, 0),
        ("chocolate", 210, 105, 30), ("sienna", 160, 82, 45), ("saddlebrown", 139, 69, 19), ("goldenrod", 218, 165, 32),
    ]

    static func nearest(to hex: String) -> String {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return "steelblue" }
        let (r, g, b) = (value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF)
        let best = names.min { lhs, rhs in
            distance(lhs, r, g, b) < distance(rhs, r, g, b)
        }
        return best?.0 ?? "steelblue"
    }

    private static func distance(_ entry: (String, Int, Int, Int), _ r: Int, _ g: Int, _ b: Int) -> Int {
        let dr = entry.1 - r
        let dg = entry.2 - g
        let db = entry.3 - b
        return dr * dr + dg * dg + db * db
    }
}
