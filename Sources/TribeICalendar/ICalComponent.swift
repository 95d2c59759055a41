/// A `BEGIN:…`/`END:…` block of properties and nested components.
public struct ICalComponent: Sendable {
    public var name: String
    public var lines: [ContentLine]
    public var components: [ICalComponent]

    public init(_ name: String, lines: [ContentLine] = [], components: [ICalComponent] = []) {
        self.name = name
        self.lines = lines
        self.components = components
    }

    public mutating func add(_ name: String, _ value: String, _ parameters: [(name: String, value: String)] = []) {
        lines.append(ContentLine(name, value, parameters: parameters))
    }

    /// The component as iCalendar bytes (CRLF everywhere, folded).
    public func serialized() -> [UInt8] {
        var output: [UInt8] = []
        write(into: &output)
        return output
    }

    /// Appends the component; `inside` adds what else belongs in it after its own
    /// components (bytes already written as iCalendar), before its END line.
    public func write(into output: inout [UInt8], inside: (inout [UInt8]) -> Void = { _ in }) {
        ContentLine("BEGIN", name).write(into: &output)
        for line in lines { line.write(into: &output) }
        for component in components { component.write(into: &output) }
        inside(&output)
        ContentLine("END", name).write(into: &output)
    }
}
