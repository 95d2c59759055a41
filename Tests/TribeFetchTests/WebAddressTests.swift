import Testing

@testable import TribeFetch

/// What `pull` trusts an address with: where plain http may go, what counts as one server.
struct WebAddressTests {
    @Test(arguments: [
        ("http://localhost:8000", true), ("http://127.0.0.1", true), ("http://127.1.2.3:9/x", true),
        ("http://[::1]:8000/", true), ("http://app.localhost", false), ("http://127.0.0.1.example.org", false),
        ("http://10.0.0.2", false), ("https://tribehub.example.org", false), ("http://localhost.example.org", false),
    ])
    func loopbackIsThisMachineOnly(text: String, loopback: Bool) throws {
        let address = try #require(WebAddress(text))
        #expect(address.isLoopback == loopback)
    }

    @Test(arguments: [
        "ftp://example.org", "https://", "//example.org", "https://maya:pw@example.org", "example.org",
        "http://evil.example%2F.localhost/", "http://evil.example%40127.0.0.1/",
    ])
    func addressesAPullCannotUseAreRefused(text: String) {
        #expect(WebAddress(text) == nil)
    }

    @Test func anOriginIsTheSchemeHostAndPort() throws {
        let server = try #require(WebAddress("https://Hub.Example.org/api"))
        #expect(server.origin == "https://hub.example.org")
        #expect(server.appending(path: "tribe/").description == "https://hub.example.org/api/tribe/")
        let next = try #require(server.resolving("/api/events/?page=2"))
        #expect(next.isSameOrigin(as: server))
        #expect(next.pathAndQuery == "/api/events/?page=2")
        #expect(try #require(server.resolving("https://hub.example.org:8443/x")).isSameOrigin(as: server) == false)
        #expect(try #require(server.resolving("http://hub.example.org/x")).isSameOrigin(as: server) == false)
        #expect(try #require(WebAddress("https://hub.example.org:443/")).isSameOrigin(as: server))
    }
}
