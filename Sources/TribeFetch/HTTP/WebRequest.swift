/// One request the client sends: a method, an address, headers and an optional body.
public struct WebRequest: Sendable {
    public enum Method: String, Sendable {
        case get = "GET"
        case post = "POST"
    }

    public var method: Method
    public var address: WebAddress
    /// Header fields by name; `Authorization` is never shown in any message.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]?
    /// How the request is named in messages, e.g. `GET /events/`; never holds a credential.
    /// A request whose path is a secret (a private calendar's) is named otherwise.
    public var name: String
    /// Whether the answer may come compressed (gzip or deflate), inflated as it is read; the
    /// request then says so itself (`Accept-Encoding`).
    public var acceptsCompression = false

    public init(
        _ method: Method, _ address: WebAddress, headers: [(name: String, value: String)] = [], body: [UInt8]? = nil
    ) {
        self.method = method
        self.address = address
        self.headers = headers
        self.body = body
        name = "\(method.rawValue) \(address.path)"
    }
}

/// What came back: the status, the headers a client here reads, and the whole body.
public struct WebResponse: Sendable {
    public var status: Int
    /// Header fields by lower-cased name (the last of repeated ones).
    public var headers: [String: String]
    public var body: [UInt8]
    /// The address that answered, after any redirect followed.
    public var address: WebAddress

    public init(status: Int, headers: [String: String], body: [UInt8], address: WebAddress) {
        self.status = status
        self.headers = headers
        self.body = body
        self.address = address
    }
}
