/// Why a template does not parse, and where: line and column count characters from 1.
public struct TemplateSyntaxError: Error, Equatable, Sendable {
    public let line: Int
    public let column: Int
    /// The whole line the problem is on, for the message.
    public let lineText: String
    public let message: String

    public init(line: Int, column: Int, lineText: String, message: String) {
        self.line = line
        self.column = column
        self.lineText = lineText
        self.message = message
    }
}
