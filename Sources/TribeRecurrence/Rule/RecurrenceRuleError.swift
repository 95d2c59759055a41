/// Why an RRULE value was refused, naming the part at fault.
public struct RecurrenceRuleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The rule part, e.g. `BYDAY=2XX`, or nil when the rule as a whole is wrong.
    public var part: String?
    public var reason: String

    public init(part: String?, reason: String) {
        self.part = part
        self.reason = reason
    }

    public var description: String {
        part.map { "\($0): \(reason)" } ?? reason
    }
}
