import Synchronization
import TribeRecurrence

/// Recurrence rules parsed so far, by their text, for every core reading one file.
///
/// A large export repeats a few dozen rules across thousands of series, and parsing one costs
/// far more than looking it up. What a text parses to does not depend on where it is,
/// so a rule is parsed once (twice at most, when both cores meet a new text together, which
/// costs a parse and nothing else); its problems are still reported at each place it is
/// written.
final class ParsedRules: Sendable {
    private let parsed = Mutex<[String: Result<RecurrenceRule, RecurrenceRuleError>]>([:])

    func rule(_ text: String) -> Result<RecurrenceRule, RecurrenceRuleError> {
        if let known = parsed.withLock({ $0[text] }) { return known }
        let rule = Result { () throws(RecurrenceRuleError) in try RecurrenceRule(parsing: text) }
        parsed.withLock { $0[text] = rule }
        return rule
    }
}
