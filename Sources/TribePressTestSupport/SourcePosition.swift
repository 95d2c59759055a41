/// Where a snippet stands in a text, as diagnostics name it: `line:column`, both from 1.
public enum SourcePosition {
    /// The `line:column` of the `occurrence`th `needle` in `text`, the column moved by `shift`
    /// characters; "not found: …" when there is no such occurrence.
    public static func of(_ needle: String, in text: String, occurrence: Int = 1, offsetBy shift: Int = 0) -> String {
        var searchStart = text.startIndex
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let range = text.range(of: needle, range: searchStart..<text.endIndex) else {
                return "not found: \(needle)"
            }
            found = range
            searchStart = range.upperBound
        }
        guard let found else { return "not found" }
        let before = text[..<found.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = (before.split(separator: "\n", omittingEmptySubsequences: false).last?.count ?? 0) + 1 + shift
        return "\(line):\(column)"
    }
}
