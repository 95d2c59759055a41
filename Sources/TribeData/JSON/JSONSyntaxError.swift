/// Why a file is not JSON, and the byte offset where reading stopped.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}
