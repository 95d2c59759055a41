import TribeRecurrence

/// Decoders for the value types of the formats; each logs what it expected and what it found.
extension JSONDocument {
    /// A string, without the control characters no page, feed or card can show (NUL, ESC
    /// and the rest of C0 but tab and line breaks, and DEL), each removal a warning.
    func string(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard case .string(let text) = node.value else {
            error("expected a string, found \(node.value.summary)", at: node, path: path)
            return nil
        }
        guard text.containsUTF8Byte(where: Self.isControl) else { return text }
        let removed = text.unicodeScalars.filter { $0.value < 0x80 && Self.isControl(UInt8($0.value)) }
        let names = Set(removed.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }).sorted()
        warning(
            "removed \(removed.count) control character\(removed.count == 1 ? "" : "s") (\(names.joined(separator: ", ")))",
            at: node, path: path)
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { !($0.value < 0x80 && Self.isControl(UInt8($0.value))) })
        return String(kept)
    }

    static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }

    /// A string with something in it besides white space.
    func nonEmptyString(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard let text = string(node, path) else { return nil }
        guard text.trimmedNonEmpty != nil else {
            error("expected a non-empty string, found \(node.value.summary)", at: node, path: path)
            return nil
        }
        return text
    }

    func integer(_ node: JSONNode, _ path: JSONPath) -> Int? {
        guard case .integer(let number) = node.value else {
            error("expected a whole number, found \(node.value.summary)", at: node, path: path)
            return nil
        }
        return number
    }

    /// A whole number of at least 1, as ids and counts are.
    func positiveInteger(_ node: JSONNode, _ path: JSONPath) -> Int? {
        guard let number = integer(node, path) else { return nil }
        guard number >= 1 else {
            error("expected a whole number of at least 1, found \(number)", at: node, path: path)
            return nil
        }
        return number
    }

    func bool(_ node: JSONNode, _ path: JSONPath) -> Bool? {
        guard case .bool(let flag) = node.value else {
            error("expected true or false, found \(node.value.summary)", at: node, path: path)
            return nil
        }
        return flag
    }

    /// The items of an array, each decoded; items that fail are left out (their errors logged).
    func array<T>(_ node: JSONNode, _ path: JSONPath, _ decodeItem: (JSONNode, JSONPath) -> T?) -> [T]? {
        guard case .array(let items) = node.value else {
            error("expected an array, found \(node.value.summary)", at: node, path: path)
            return nil
        }
        return items.enumerated().compactMap { index, item in decodeItem(item, path.appending(index)) }
    }

    /// A member named by id (`3`) or by TribeHub's user object (`{"user_id": 3, …}`).
    func memberReference(_ node: JSONNode, _ path: JSONPath) -> MemberReference? {
        switch node.value {
        case .integer:
            guard let id = positiveInteger(node, path) else { return nil }
            return MemberReference(id: id, node: node, path: path)
        case .object:
            guard
                let reader = ObjectReader(
                    node, at: path, in: self, knownKeys: ["user_id", "display_name", "image", "profile_image"],
                    what: "a user")
            else {
                return nil
            }
            guard let id = reader.required("user_id", positiveInteger) else { return nil }
            return MemberReference(id: id, node: node, path: path)
        default:
            error(
                "expected a member's user id or a user object with \"user_id\", found \(node.value.summary)", at: node,
                path: path)
            return nil
        }
    }

    /// `YYYY-MM-DD`, a day that exists.
    func localDate(_ node: JSONNode, _ path: JSONPath) -> LocalDate? {
        guard let text = string(node, path) else { return nil }
        switch DateTimeText.parseDate(text) {
        case .success(let date): return date
        case .failure(let problem):
            error(problem.message(for: text, expecting: "a date like \"2026-09-01\""), at: node, path: path)
            return nil
        }
    }

    /// `YYYY-MM-DDTHH:MM[:SS[.fraction]]`, a naive wall-clock time that exists on the calendar.
    func localDateTime(_ node: JSONNode, _ path: JSONPath) -> LocalDateTime? {
        guard let text = string(node, path) else { return nil }
        switch DateTimeText.parseDateTime(text) {
        case .success(let dateTime): return dateTime
        case .failure(let problem):
            error(
                problem.message(for: text, expecting: "a date-time like \"2026-01-10T08:15:00\""), at: node, path: path)
            return nil
        }
    }

    /// Either form; a bare date reads as that day's midnight and says so in the result.
    func localDateOrDateTime(_ node: JSONNode, _ path: JSONPath) -> (LocalDateTime, isDate: Bool)? {
        guard let text = string(node, path) else { return nil }
        let expecting = "a date-time like \"2026-01-10T08:15:00\" or a date like \"2026-09-01\""
        // On the bytes: `contains("T")` is Foundation's string search, once per event.
        if !text.utf8.contains(UInt8(ascii: "T")) {
            switch DateTimeText.parseDate(text) {
            case .success(let date): return (LocalDateTime(midnightOf: date), true)
            case .failure(let problem):
                error(problem.message(for: text, expecting: expecting), at: node, path: path)
                return nil
            }
        }
        switch DateTimeText.parseDateTime(text) {
        case .success(let dateTime): return (dateTime, false)
        case .failure(let problem):
            error(problem.message(for: text, expecting: expecting), at: node, path: path)
            return nil
        }
    }

    /// Django's duration text: `HH:MM:SS`, `D HH:MM:SS`, optional `.ffffff`.
    func duration(_ node: JSONNode, _ path: JSONPath) -> EventDuration? {
        guard let text = string(node, path) else { return nil }
        guard let duration = DurationText.parse(text) else {
            error(
                "expected a duration like \"01:30:00\" or \"1 02:00:00\" (days, then hours:minutes:seconds), found \(text.quotedForMessage)",
                at: node, path: path
            )
            return nil
        }
        if duration.seconds > Self.aYear {
            // Allowed, but every page and sheet across it shows it: most likely a typo.
            warning(
                "the event lasts \(duration.seconds / 86_400) days, more than a year; is the duration right?", at: node,
                path: path)
        }
        return duration
    }

    /// The longest an event or trip lasts before it is worth a warning: a leap year.
    static let aYear = 366 * 86_400

    /// An IANA time-zone name from the time-zone database.
    func timeZoneIdentifier(_ node: JSONNode, _ path: JSONPath) -> String? {
        guard let name = string(node, path) else { return nil }
        guard TimeZoneNames.isKnown(name) else {
            var message = "unknown time zone \(name.quotedForMessage); expected an IANA name such as \"Europe/London\""
            if let suggestion = TimeZoneNames.suggestion(for: name) {
                message += " (did you mean \(suggestion.quotedForMessage)?)"
            }
            error(message, at: node, path: path)
            return nil
        }
        return name
    }

    /// An RFC 5545 RRULE value; a malformed one is an error naming the part at fault.
    /// An RFC 5545 rule that repeats at most daily, a few times a day at most.
    ///
    /// TribeHub repeats nothing more often than daily, and a family calendar has no use for an
    /// event every minute: `FREQ=SECONDLY` alone would make billions of occurrences a year.
    func recurrenceRule(_ node: JSONNode, _ path: JSONPath) -> RecurrenceRule? {
        guard let text = nonEmptyString(node, path) else { return nil }
        let rule: RecurrenceRule
        switch rules.rule(text) {
        case .success(let parsed): rule = parsed
        case .failure(let problem):
            error("malformed rrule \(text.quotedForMessage): \(problem.description)", at: node, path: path)
            return nil
        }
        if rule.frequency > .daily {
            error(
                "the rrule \(text.quotedForMessage) repeats \(rule.frequency.name.lowercased()); events repeat at most daily "
                    + "(for a few times a day, use FREQ=DAILY with BYHOUR, e.g. FREQ=DAILY;BYHOUR=8,20)",
                at: node, path: path)
            return nil
        }
        let perDay = max(1, rule.byHour.count) * max(1, rule.byMinute.count) * max(1, rule.bySecond.count)
        if perDay > Self.occurrencesPerDay {
            error(
                "the rrule \(text.quotedForMessage) makes up to \(perDay) occurrences a day (BYHOUR × BYMINUTE × BYSECOND); "
                    + "at most \(Self.occurrencesPerDay) are allowed",
                at: node, path: path)
            return nil
        }
        return rule
    }

    /// How many times a day a rule may repeat: every hour.
    static let occurrencesPerDay = 24

    /// One of the raw values of `T`, such as a three-letter TribeHub code.
    func code<T: RawRepresentable & CaseIterable>(_ node: JSONNode, _ path: JSONPath, what: String) -> T?
    where T.RawValue == String {
        guard let text = string(node, path) else { return nil }
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
            error("unknown \(what) \(text.quotedForMessage); expected one of \(allowed)", at: node, path: path)
            return nil
        }
        return value
    }
}

/// A reference to a member, kept with its position until the members are known.
struct MemberReference {
    var id: Int
    var node: JSONNode
    var path: JSONPath
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
