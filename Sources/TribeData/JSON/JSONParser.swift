import Dispatch
import Foundation
import TribeConcurrency
import TribeRecurrence

/// A strict RFC 8259 JSON parser that keeps the byte offset of every value and key.
///
/// Foundation's decoders say neither where a value stood nor where the syntax broke, and
/// every problem TribePress reports must name its line and column; hence a parser of our own.
public struct JSONParser {
    /// Nesting deeper than this is refused rather than risking the stack.
    public static let maximumDepth = 512

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    /// How deep this parse has nested, for a run of items parsed apart (see `SecondHalf`).
    private var deepest = 0
    /// How deep a run parsed apart may nest: its core's thread has a smaller stack than the
    /// first's, and an export's records nest a few levels.
    private var depthLimit = maximumDepth
    /// The second half of the text, parsed on another core, for this parse to take where it
    /// comes to the lists that half holds.
    private var secondHalf: SecondHalf?
    /// How many members (items) the last object (array) closed at each depth had: the
    /// records of a list share a shape, so the next one's storage is made that size at once
    /// instead of grown from nothing, a reallocation at each doubling.
    private var memberCounts = [Int](repeating: 0, count: maximumDepth + 1)
    private var itemCounts = [Int](repeating: 0, count: maximumDepth + 1)
    /// The most reserved ahead: a record's fields fit, and a hostile file of small arrays
    /// after a huge one cannot make each of them as large (nor can an empty one, which
    /// reserves nothing).
    private static let reservedAtMost = 64

    /// How long a text must be for handing part of its work to another core to pay
    /// (`PartSizes.worthAnotherCore`); with one worker (`TRIBEPRESS_JOBS=1`) nothing is handed on.
    static var worthAnotherCore: Int { Workers.runsBackgroundWork ? PartSizes.worthAnotherCore : .max }

    /// Parses one complete JSON text; a long one in two halves, the second on another core
    /// (see `SecondHalf`).
    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONNode {
        try parse(bytes, inHalvesFrom: worthAnotherCore)
    }

    /// `parse(_:)`, in halves when the text is at least `halving` bytes long; public so the
    /// fuzzer can parse any text from the start alone (`.max`).
    public static func parse(_ bytes: [UInt8], inHalvesFrom halving: Int) throws(JSONSyntaxError) -> JSONNode {
        guard bytes.count >= halving else { return try parse(bytes, secondHalf: nil) }
        return try parseInHalves(bytes).root
    }

    /// The text parsed in halves where it has a second half to parse apart, the second half
    /// in one of the two turns a parse in halves can take at its extremes, on this thread:
    /// parsed whole before the first half begins, or never begun.
    ///
    /// For the fuzzer, which holds any text's halves to one parse from the start: on the pool
    /// the turn depends on a thread's timing, which an input could not replay, and what the
    /// second half leaves is freed after the parse returns, which LeakSanitizer takes for a
    /// leak.
    public static func parseInHalvesInTurn(
        _ bytes: [UInt8], secondHalfFirst: Bool
    ) throws(JSONSyntaxError) -> JSONNode {
        let now: SecondHalf.Starter = { $0() }
        let never: SecondHalf.Starter = { _ in }
        return try parseInHalves(bytes, startedBy: secondHalfFirst ? now : never).root
    }

    /// The text parsed in halves where it has a second half to parse apart, and how many of
    /// the lists the other core parsed this one took; `starter` hands the second half's parse
    /// to another thread.
    static func parseInHalves(
        _ bytes: [UInt8], startedBy starter: SecondHalf.Starter = SecondHalf.onThePool
    ) throws(JSONSyntaxError) -> (root: JSONNode, listsTaken: Int) {
        guard let start = SecondHalf.start(in: bytes) else { return (try parse(bytes, secondHalf: nil), 0) }
        let half = SecondHalf(bytes, from: start, startedBy: starter)
        // Stopped even when not taken, and waited for if it began, so no parse goes on after
        // this one.
        defer { half.stop() }
        let root = try parse(bytes, secondHalf: half)
        return (root, half.taken)
    }

    private static func parse(_ bytes: [UInt8], secondHalf: SecondHalf?) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        parser.secondHalf = secondHalf
        // A UTF-8 byte order mark is tolerated, as most JSON readers do.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
        parser.skipWhitespace()
        let root = try parser.parseValue()
        parser.skipWhitespace()
        if parser.position < bytes.count {
            throw parser.error("expected the end of the file after the JSON value, found \(parser.describeCurrent())")
        }
        return root
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}

extension JSONParser {
    /// The second half of a long text, parsed on another core while the first is parsed here.
    ///
    /// A line break is never inside a JSON string, which cannot hold one raw, so an object or
    /// array that begins a line is outside every string. The other core starts at such a
    /// line past the middle and parses items up to the bracket that closes their list, then
    /// goes on to the next line that begins with one, and so on to the end: in a
    /// pretty-printed export, the rest of one list of records and every list after it.
    ///
    /// Where this core's parse comes to the first item of such a run as the next item of a
    /// list, the items from there to that list's end are exactly what the other core parsed,
    /// whatever came before: a value reads the same wherever it stands. Anywhere else (a run
    /// that starts inside an object, or does not parse) this core reads the text itself, and
    /// reports any error where it always did.
    final class SecondHalf: @unchecked Sendable {
        /// A list's items from `start` to its closing bracket at `end`, and how deep they nest.
        struct Run {
            let start: Int
            let items: [JSONNode]
            let end: Int
            let deepest: Int
        }

        /// Where the first run starts: this core looks for runs from there on only.
        let start: Int
        // Guarded by `condition`. By where each starts: this core asks at every item it parses
        // past `start`, and a text can hold hundreds of thousands of runs it never takes.
        private var runs: [Int: Run] = [:]
        private var parsingFrom: Int?
        private var began = false
        private var stopped = false
        private var runsTaken = 0
        private let condition = NSCondition()

        /// Hands the second half's parse to a thread; tests run it at once, or never.
        typealias Starter = @Sendable (@escaping @Sendable () -> Void) -> Void

        /// Dispatch's shared pool, whose threads also run the commands themselves (the
        /// command line is an async command): whatever is handed to it may not begin before
        /// the thread handing it over finishes, so nothing here waits for a parse that has
        /// not begun.
        static let onThePool: Starter = { DispatchQueue.global().async(execute: $0) }

        /// Starts parsing `bytes` from `start` on the thread `starter` hands it to.
        init(_ bytes: [UInt8], from start: Int, startedBy starter: Starter) {
            self.start = start
            // Said before the other thread begins, so that this one waits for the first run
            // if that thread began, and reads it itself if not.
            parsingFrom = start
            starter { [self] in parse(bytes) }
        }

        /// The run that starts at `position`, once the other core has parsed it; nil when it
        /// parses none from there, or when no thread has begun the second half, which stops it.
        func run(at position: Int) -> Run? {
            condition.lock()
            defer { condition.unlock() }
            while true {
                if let run = runs.removeValue(forKey: position) {
                    runsTaken += 1
                    return run
                }
                guard parsingFrom == position else { return nil }
                // Not begun by the time this core needs it, it is read here rather than waited
                // for: on a one-core machine the pool's one thread is this one, and the pool
                // grows only after about a second.
                guard began else {
                    stopped = true
                    parsingFrom = nil
                    return nil
                }
                condition.wait()
            }
        }

        /// How many runs this core took.
        var taken: Int {
            condition.withLock { runsTaken }
        }

        /// Stops the other core after its current run, and waits for it if it began.
        func stop() {
            condition.withLock {
                stopped = true
                // A parse that began clears `parsingFrom` with its last run, and parses no more.
                while began && parsingFrom != nil { condition.wait() }
            }
        }

        /// Where the second half of `bytes` may start: of the lines in the 64 KB past the
        /// middle that begin with an object or array, the first of those indented least (in a
        /// pretty-printed export, a record of the longest list).
        static func start(in bytes: [UInt8]) -> Int? {
            let end = min(bytes.count, bytes.count / 2 + 65_536)
            var best: (start: Int, indentation: Int)?
            var lineStart = bytes.count / 2
            while let lineBreak = nextLineBreak(in: bytes, from: lineStart, before: end) {
                lineStart = lineBreak + 1
                guard let first = firstByte(ofLineAt: lineStart, in: bytes, before: end) else { continue }
                if first - lineStart < best?.indentation ?? .max { best = (first, first - lineStart) }
            }
            return best?.start
        }
    }
}

private extension JSONParser.SecondHalf {
    /// Parses run after run, publishing each, until the text ends, a run does not parse or
    /// this core stops it; nothing, if stopped before it began. The next run's start is told
    /// with the last run, so this core never finds neither and reads that list itself.
    func parse(_ bytes: [UInt8]) {
        let begins = condition.withLock {
            began = !stopped
            return began
        }
        guard begins else { return }
        var from = start
        while true {
            let run = JSONParser.items(of: bytes, from: from)
            let next = run.flatMap { Self.nextStart(in: bytes, after: $0.end) }
            let goesOn = condition.withLock {
                if let run { runs[run.start] = run }
                parsingFrom = stopped ? nil : next
                condition.broadcast()
                return parsingFrom != nil
            }
            guard goesOn, let next else { return }
            from = next
        }
    }

    /// The first object or array that begins a line after `position`.
    static func nextStart(in bytes: [UInt8], after position: Int) -> Int? {
        var lineStart = position
        while let lineBreak = nextLineBreak(in: bytes, from: lineStart, before: bytes.count) {
            lineStart = lineBreak + 1
            if let first = firstByte(ofLineAt: lineStart, in: bytes, before: bytes.count) { return first }
        }
        return nil
    }

    /// Where the line at `lineStart` begins with an object or array after its indentation, if it does.
    static func firstByte(ofLineAt lineStart: Int, in bytes: [UInt8], before end: Int) -> Int? {
        var index = lineStart
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < end, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") else { return nil }
        return index
    }

    /// The next line break at or after `start`, before `end`.
    static func nextLineBreak(in bytes: [UInt8], from start: Int, before end: Int) -> Int? {
        guard start < end else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base + start, 0x0A, end - start) else {
                return nil
            }
            return UnsafeRawPointer(base).distance(to: found)
        }
    }
}

extension JSONParser {
    /// The items of a list from `start` to its closing bracket, if they parse as such.
    static func items(of bytes: [UInt8], from start: Int) -> SecondHalf.Run? {
        var parser = JSONParser(bytes: bytes)
        parser.position = start
        parser.depthLimit = 64
        var nodes: [JSONNode] = []
        while true {
            guard let node = try? parser.parseValue() else { return nil }
            nodes.append(node)
            parser.skipWhitespace()
            if parser.peek(UInt8(ascii: "]")) {
                return SecondHalf.Run(start: start, items: nodes, end: parser.position, deepest: parser.deepest)
            }
            guard parser.peek(UInt8(ascii: ",")) else { return nil }
            parser.position += 1
            parser.skipWhitespace()
        }
    }
}

private extension JSONParser {
    mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard position < bytes.count else { throw error("expected a JSON value, found the end of the file") }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), offset: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), offset: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), offset: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(.bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(.bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(.null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(try parseNumber(), offset: start)
        default: throw error("expected a JSON value, found \(describeCurrent())")
        }
    }

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting()
        position += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            position += 1
            depth -= 1
            return .object(members)
        }
        members.reserveCapacity(min(memberCounts[depth], Self.reservedAtMost))
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw error("expected a key in double quotes, found \(describeCurrent())")
            }
            let keyOffset = position
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw error("expected ':' after the key \(key.quotedForMessage), found \(describeCurrent())")
            }
            position += 1
            skipWhitespace()
            let node = try parseValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, node: node))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
                skipWhitespace()
                if peek(UInt8(ascii: "}")) {
                    throw error("expected another key after ',', found '}' (JSON allows no trailing comma)")
                }
                continue
            }
            if peek(UInt8(ascii: "}")) {
                position += 1
                memberCounts[depth] = members.count
                depth -= 1
                return .object(members)
            }
            throw error("expected ',' or '}' after the value of \(key.quotedForMessage), found \(describeCurrent())")
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enterNesting()
        position += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            position += 1
            depth -= 1
            return .array(items)
        }
        items.reserveCapacity(min(itemCounts[depth], Self.reservedAtMost))
        while true {
            skipWhitespace()
            if let run = runFromSecondHalf() {
                items.append(contentsOf: run.items)
                position = run.end
            } else {
                items.append(try parseValue())
            }
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                position += 1
                skipWhitespace()
                if peek(UInt8(ascii: "]")) {
                    throw error("expected another value after ',', found ']' (JSON allows no trailing comma)")
                }
                continue
            }
            if peek(UInt8(ascii: "]")) {
                position += 1
                itemCounts[depth] = items.count
                depth -= 1
                return .array(items)
            }
            throw error("expected ',' or ']' after an array item, found \(describeCurrent())")
        }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let openingQuote = position
        position += 1
        let contentStart = position
        var hasEscapes = false
        // Every byte of the string or-ed together: under 0x80, the string is ASCII.
        var allBits: UInt8 = 0
        while position < bytes.count {
            let byte = bytes[position]
            allBits |= byte
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                position += 2
                continue
            }
            if byte < 0x20 {
                throw error(
                    "control character U+\(hex4(UInt16(byte))) inside a string (write it as an escape such as \\n)")
            }
            position += 1
        }
        guard position < bytes.count else {
            position = openingQuote
            throw error("this string is never closed by a '\"'")
        }
        let contentEnd = position
        position += 1
        guard !hasEscapes else { return try unescape(bytes[contentStart..<contentEnd], openingQuote: openingQuote) }
        // Read in place: a slice of the text holds a reference to it, which would be counted in
        // and out for every string by both cores parsing halves of one text, fighting over it.
        let text = bytes.withUnsafeBufferPointer { text in
            let content = UnsafeBufferPointer(rebasing: text[contentStart..<contentEnd])
            // ASCII needs no validating; `String(validating:)` asks the runtime for its generic
            // types on every call, which would cost more than parsing the string.
            return allBits < 0x80
                ? String(decoding: content, as: UTF8.self) : String(validating: content, as: UTF8.self)
        }
        guard let text else { throw JSONSyntaxError(message: "the string is not valid UTF-8", offset: openingQuote) }
        return text
    }

    func unescape(_ content: ArraySlice<UInt8>, openingQuote: Int) throws(JSONSyntaxError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(content.count)
        var index = content.startIndex
        while index < content.endIndex {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escapeOffset = index
            index += 1
            guard index < content.endIndex else {
                throw JSONSyntaxError(message: "a string ends inside an escape", offset: escapeOffset)
            }
            let code = content[index]
            index += 1
            switch code {
            case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): output.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(try hexQuad(content, at: index, escapeOffset: escapeOffset))
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard index + 1 < content.endIndex, content[index] == UInt8(ascii: "\\"),
                        content[index + 1] == UInt8(ascii: "u")
                    else {
                        throw JSONSyntaxError(
                            message: "\\u\(hex4(UInt16(scalar))) is half of a surrogate pair with no second half",
                            offset: escapeOffset)
                    }
                    let low = UInt32(try hexQuad(content, at: index + 2, escapeOffset: index))
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw JSONSyntaxError(
                            message: "\\u\(hex4(UInt16(scalar))) is not followed by a low surrogate",
                            offset: escapeOffset)
                    }
                    index += 6
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw JSONSyntaxError(
                        message: "\\u\(hex4(UInt16(scalar))) is a lone low surrogate", offset: escapeOffset)
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw JSONSyntaxError(message: "\\u escape names no Unicode character", offset: escapeOffset)
                }
                output.append(contentsOf: Array(String(Character(unicode)).utf8))
            default:
                throw JSONSyntaxError(
                    message: "unknown escape '\\\(Character(Unicode.Scalar(code)))' in a string", offset: escapeOffset)
            }
        }
        guard let text = String(validating: output, as: UTF8.self) else {
            throw JSONSyntaxError(message: "the string is not valid UTF-8", offset: openingQuote)
        }
        return text
    }

    func hexQuad(_ content: ArraySlice<UInt8>, at index: Int, escapeOffset: Int) throws(JSONSyntaxError) -> UInt16 {
        guard index + 4 <= content.endIndex else {
            throw JSONSyntaxError(message: "\\u must be followed by four hexadecimal digits", offset: escapeOffset)
        }
        var value: UInt16 = 0
        for byte in content[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw JSONSyntaxError(message: "\\u must be followed by four hexadecimal digits", offset: escapeOffset)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        var isInteger = true
        if peek(UInt8(ascii: "-")) { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw error("expected a digit in a number, found \(describeCurrent())")
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, isDigit(bytes[position]) {
                throw JSONSyntaxError(message: "numbers may not start with a leading zero", offset: start)
            }
        } else {
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if !peek(UInt8(ascii: ".")), !peek(UInt8(ascii: "e")), !peek(UInt8(ascii: "E")), position - start <= 18 {
            // Ids and the like: eighteen characters cannot overflow an Int, so no text is made.
            let negative = bytes[start] == UInt8(ascii: "-")
            var value = 0
            for byte in bytes[(negative ? start + 1 : start)..<position] { value = value * 10 + Int(byte &- 48) }
            return .integer(negative ? -value : value)
        }
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            position += 1
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("expected a digit after the decimal point, found \(describeCurrent())")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            position += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { position += 1 }
            guard position < bytes.count, isDigit(bytes[position]) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text) else {
            throw JSONSyntaxError(message: "the number \(text) cannot be represented", offset: start)
        }
        return .number(number, text: text)
    }

    mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        let expected = literal.utf8
        guard position + expected.count <= bytes.count,
            bytes[position..<position + expected.count].elementsEqual(expected)
        else {
            throw error("expected a JSON value, found \(describeCurrent())")
        }
        position += expected.count
    }

    /// The other core's run of items when this list's next item starts where such a run does,
    /// and they nest no deeper than a whole parse may.
    func runFromSecondHalf() -> SecondHalf.Run? {
        guard let secondHalf, position >= secondHalf.start, let run = secondHalf.run(at: position),
            depth + run.deepest <= Self.maximumDepth
        else { return nil }
        return run
    }

    mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        deepest = max(deepest, depth)
        if depth > depthLimit { throw error("values are nested more than \(depthLimit) levels deep") }
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    func peek(_ byte: UInt8) -> Bool {
        position < bytes.count && bytes[position] == byte
    }

    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, offset: position)
    }

    /// What stands at the current position, as a reader would name it.
    func describeCurrent() -> String {
        guard position < bytes.count else { return "the end of the file" }
        let byte = bytes[position]
        if byte < 0x20 || byte >= 0x7F {
            if byte >= 0x80 {
                // Show the whole character rather than one byte of it.
                var end = position + 1
                while end < bytes.count, end - position < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
                if let text = String(validating: bytes[position..<end], as: UTF8.self) { return "'\(text)'" }
            }
            return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
        // A bare word reads better whole: `undefined`, `NaN`, `'single'`.
        var end = position
        while end < bytes.count, end - position < 20, isWordByte(bytes[end]) { end += 1 }
        if end > position + 1 { return "'\(String(decoding: bytes[position..<end], as: UTF8.self))'" }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }

    func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || isDigit(byte) || byte == UInt8(ascii: "_")
    }

    func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
