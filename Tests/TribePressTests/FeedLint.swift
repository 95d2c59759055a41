import Foundation

/// Our own reading of an iCalendar file, strict where calendar apps are: octets per line,
/// CRLF everywhere, required properties once, every TZID declared, value types that agree.
struct FeedLint {
    /// An unfolded content line split into name, parameters and value.
    struct Line {
        let name: String
        let parameters: [String: String]
        let value: String
    }

    /// A component with its own lines and children.
    final class Block {
        let name: String
        var lines: [Line] = []
        var children: [Block] = []
        init(name: String) { self.name = name }

        func all(_ property: String) -> [Line] { lines.filter { $0.name == property } }
        func one(_ property: String) -> Line? { all(property).first }
    }

    let file: String
    let bytes: [UInt8]

    /// Every problem found; empty means the file passed.
    func problems() -> [String] {
        var found: [String] = []
        let text = String(decoding: bytes, as: UTF8.self)
        if !text.hasSuffix("\r\n") { found.append("the file does not end in CRLF") }
        let physical = text.components(separatedBy: "\r\n").dropLast()
        for (number, line) in physical.enumerated() {
            if line.contains("\n") || line.contains("\r") { found.append("line \(number + 1): a bare CR or LF") }
            if line.utf8.count > 75 { found.append("line \(number + 1): \(line.utf8.count) octets") }
        }
        guard let root = Self.parse(text).first, root.name == "VCALENDAR" else { return found + ["no VCALENDAR"] }
        for property in ["PRODID", "VERSION"] where root.all(property).count != 1 {
            found.append("VCALENDAR has \(root.all(property).count) \(property)")
        }
        if root.one("VERSION")?.value != "2.0" { found.append("VERSION is not 2.0") }
        let declared = Set(root.children.filter { $0.name == "VTIMEZONE" }.compactMap { $0.one("TZID")?.value })
        for event in root.children where event.name == "VEVENT" {
            let uid = event.one("UID")?.value ?? "?"
            for property in ["UID", "DTSTAMP", "DTSTART"] where event.all(property).count != 1 {
                found.append("\(uid): \(event.all(property).count) \(property)")
            }
            if event.all("DTEND").count > 1 { found.append("\(uid): several DTEND") }
            guard let start = event.one("DTSTART") else { continue }
            let isDate = start.parameters["VALUE"] == "DATE"
            for line in event.lines
            where line.parameters["TZID"] != nil && !declared.contains(line.parameters["TZID"] ?? "") {
                found.append("\(uid): \(line.name) uses TZID \(line.parameters["TZID"] ?? "") with no VTIMEZONE")
            }
            if let end = event.one("DTEND") {
                if (end.parameters["VALUE"] == "DATE") != isDate || end.parameters["TZID"] != start.parameters["TZID"] {
                    found.append("\(uid): DTEND and DTSTART differ in type or zone")
                } else if !(end.value > start.value) {
                    found.append("\(uid): DTEND \(end.value) is not after DTSTART \(start.value)")
                }
            }
            for name in ["EXDATE", "RECURRENCE-ID"] {
                for line in event.all(name)
                where (line.parameters["VALUE"] == "DATE") != isDate
                    || line.parameters["TZID"] != start.parameters["TZID"]
                {
                    found.append("\(uid): \(name) \(line.value) is not of DTSTART's type and zone")
                }
            }
            for rule in event.all("RRULE") {
                guard
                    let until = rule.value.split(separator: ";").first(where: { $0.hasPrefix("UNTIL=") })?.dropFirst(6)
                else { continue }
                let ok = isDate ? until.count == 8 : (until.count == 16 && until.hasSuffix("Z"))
                if !ok { found.append("\(uid): UNTIL=\(until) does not match DTSTART's type (UTC for date-times)") }
            }
        }
        return found.map { "\(file): \($0)" }
    }

    /// Unfolds and parses the text into components.
    static func parse(_ text: String) -> [Block] {
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        var stack: [Block] = []
        var roots: [Block] = []
        for raw in unfolded.components(separatedBy: "\r\n") where !raw.isEmpty {
            let line = parseLine(raw)
            if line.name == "BEGIN" {
                let block = Block(name: line.value)
                stack.last?.children.append(block)
                stack.append(block)
            } else if line.name == "END" {
                let block = stack.removeLast()
                if stack.isEmpty { roots.append(block) }
            } else {
                stack.last?.lines.append(line)
            }
        }
        return roots
    }

    private static func parseLine(_ raw: String) -> Line {
        // The name and parameters end at the first ':' outside double quotes.
        var inQuotes = false
        var split = raw.endIndex
        for index in raw.indices {
            let character = raw[index]
            if character == "\"" { inQuotes.toggle() }
            if character == ":", !inQuotes {
                split = index
                break
            }
        }
        let head = raw[..<split]
        let value = split < raw.endIndex ? String(raw[raw.index(after: split)...]) : ""
        let parts = head.split(separator: ";")
        var parameters: [String: String] = [:]
        for part in parts.dropFirst() {
            let pieces = part.split(separator: "=", maxSplits: 1)
            if pieces.count == 2 { parameters[String(pieces[0])] = String(pieces[1]) }
        }
        return Line(name: String(parts.first ?? ""), parameters: parameters, value: value)
    }
}
