import TribeData
import TribeRecurrence

/// Reads one TribeHub list whole, following `next` from page to page.
///
/// A list that came in one page is returned as the backend sent it. One that came in several
/// is returned as one `count`/`next`/`previous`/`results` answer holding every page's results,
/// each item's bytes copied as they came, so the loader reads it as it reads a list saved by
/// hand. `next` is followed only to the server's own origin: the session's token must not be
/// sent anywhere else.
struct ListReader {
    /// The most pages one list may take: far beyond any family, short of a server that loops.
    static let maximumPages = 10_000

    let server: WebAddress
    /// The most bytes the whole list may hold: what the loader accepts of one file.
    let maximumBytes: Int

    func read(_ path: String, session: inout TribeHubSession) async throws(PullFailure) -> [UInt8] {
        var address = server.appending(path: path)
        let name = "GET \(address.path)"
        let first = try await session.readJSON(address, maximumBytes: maximumBytes)
        var page = ListPage(first)
        guard page.next != nil else { return first.bytes }
        // The first page's count is the list's; the pages' results are gathered in order.
        let count = page.count
        var items: [ArraySlice<UInt8>] = []
        var total = 0
        var visited: Set<WebAddress> = [address]
        while true {
            guard let results = page.items else {
                throw PullFailure(.data, "GET \(address.pathAndQuery): a page of the list has no \"results\" array")
            }
            items += results
            total += results.reduce(0) { $0 + $1.count + 1 }
            guard total <= maximumBytes else {
                throw PullFailure(
                    .data, "\(name): the list is larger than \(maximumBytes) bytes, more than a build reads")
            }
            guard let link = page.next else { break }
            guard let following = address.resolving(link), following.isSameOrigin(as: server) else {
                throw PullFailure(
                    .data,
                    "\(name): the next page is at \(link.quotedForMessage), not on \(server.origin); refused, "
                        + "so the session's token is sent to no other host")
            }
            guard visited.insert(following).inserted, visited.count <= Self.maximumPages else {
                throw PullFailure(.data, "\(name): the pages lead round in a loop, or past \(Self.maximumPages) pages")
            }
            address = following
            page = ListPage(try await session.readJSON(address, maximumBytes: maximumBytes))
        }
        var merged: [UInt8] = Array(
            "{\"count\":\(count ?? items.count),\"next\":null,\"previous\":null,\"results\":[".utf8)
        for (index, item) in items.enumerated() {
            if index > 0 { merged.append(UInt8(ascii: ",")) }
            merged += item
        }
        merged += Array("]}\n".utf8)
        return merged
    }
}

/// One page of a list answer, read once: its `next` link, its `count` and its items' bytes.
private struct ListPage {
    var next: String?
    var count: Int?
    /// Each item of `results`, as its bytes; nil when the answer has no `results` array.
    var items: [ArraySlice<UInt8>]?

    init(_ answer: JSONAnswer) {
        let body = answer.bytes
        guard case .object(let members) = answer.root.value else { return }
        for member in members {
            switch (member.key, member.node.value) {
            case ("next", .string(let link)): next = link
            case ("count", .integer(let number)): count = number
            case ("results", .array(let results)):
                items = results.map { body[$0.offset..<JSONExtent.end(of: body, valueAt: $0.offset)] }
            default: break
            }
        }
    }
}
