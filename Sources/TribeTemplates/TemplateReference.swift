/// Where a template names another, as a partial (`{{> name}}`) or a parent (`{{< name}}`).
public struct TemplateReference: Sendable, Equatable {
    public let name: String
    /// Line and column of the name, counting from 1; columns count characters.
    public let line: Int
    public let column: Int

    public init(name: String, line: Int, column: Int) {
        self.name = name
        self.line = line
        self.column = column
    }
}
