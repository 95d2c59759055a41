/// A CLDR date pattern ("EEEE d MMMM y", "h:mm a") cut into fields and literal text once,
/// so a date is written many thousand times without asking Foundation each time.
struct DatePattern: Sendable, Equatable {
    /// One part of the pattern.
    enum Piece: Sendable, Equatable {
        case literal(String)
        /// `EEEE`, `cccc`: the weekday's full name (`E`–`EEE`, `c`–`ccc`: abbreviated).
        case weekday(abbreviated: Bool, standalone: Bool)
        /// `d` or `dd`.
        case day(padded: Bool)
        /// `M`, `MM`: a number; `MMM`, `MMMM`, `LLL`, `LLLL`: a name.
        case monthNumber(padded: Bool)
        case monthName(abbreviated: Bool, standalone: Bool)
        case year
        /// `H`/`HH` (0–23), `h`/`hh` (1–12), `k` (1–24), `K` (0–11).
        case hour(HourCycle, padded: Bool)
        case minute(padded: Bool)
        /// `a` (AM, PM), `b` (with noon and midnight), `B` (in the morning, at night…): the
        /// field as written, since Foundation names the periods of each.
        case dayPeriod(String)
        case era
    }

    /// How hours are counted.
    enum HourCycle: Sendable, Equatable {
        case h23, h12, h24, h11
    }

    let pieces: [Piece]

    /// Cuts `pattern` into pieces; a field letter TribePress does not write stays as text.
    init(_ pattern: String) {
        var pieces: [Piece] = []
        var literal = ""
        // By scalar, as ICU reads patterns: a quote followed by a combining mark is still a quote.
        var characters = Array(pattern.unicodeScalars)[...]
        while let character = characters.first {
            if character == "'" {
                characters.removeFirst()
                // '' is a quote; 'text' is text, with '' inside it a quote.
                if characters.first == "'" {
                    literal.append("'")
                    characters.removeFirst()
                    continue
                }
                while let next = characters.first {
                    characters.removeFirst()
                    if next == "'" {
                        if characters.first == "'" {
                            literal.append("'")
                            characters.removeFirst()
                            continue
                        }
                        break
                    }
                    literal.unicodeScalars.append(next)
                }
                continue
            }
            let run = characters.prefix { $0 == character }.count
            guard character.isASCII, character.properties.isAlphabetic,
                let piece = Self.piece(Character(character), run)
            else {
                literal.unicodeScalars.append(contentsOf: repeatElement(character, count: run))
                characters.removeFirst(run)
                continue
            }
            if !literal.isEmpty {
                pieces.append(.literal(literal))
                literal = ""
            }
            pieces.append(piece)
            characters.removeFirst(run)
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        self.pieces = pieces
    }
}

private extension DatePattern {
    static func piece(_ letter: Character, _ run: Int) -> Piece? {
        switch letter {
        case "E": return .weekday(abbreviated: run < 4, standalone: false)
        case "c": return run < 3 ? nil : .weekday(abbreviated: run < 4, standalone: true)
        case "d": return .day(padded: run >= 2)
        case "M":
            return run <= 2 ? .monthNumber(padded: run == 2) : .monthName(abbreviated: run == 3, standalone: false)
        case "L": return run <= 2 ? .monthNumber(padded: run == 2) : .monthName(abbreviated: run == 3, standalone: true)
        case "y": return .year
        case "H": return .hour(.h23, padded: run >= 2)
        case "h": return .hour(.h12, padded: run >= 2)
        case "k": return .hour(.h24, padded: run >= 2)
        case "K": return .hour(.h11, padded: run >= 2)
        case "m": return .minute(padded: run >= 2)
        case "a", "b", "B": return .dayPeriod(String(repeating: letter, count: run))
        case "G": return .era
        default: return nil
        }
    }
}
