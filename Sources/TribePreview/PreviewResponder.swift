import Foundation
import Hummingbird
import ServiceLifecycle

/// Answers the preview's requests from memory: the site's files, the reload stream, and a
/// page saying what is missing.
struct PreviewResponder: HTTPResponder {
    let state: PreviewState

    func respond(to request: Request, context: BasicRequestContext) async throws -> Response {
        guard request.method == .get || request.method == .head else {
            return Response(status: .methodNotAllowed, headers: [.allow: "GET, HEAD"])
        }
        if request.uri.path == LiveReload.streamPath { return reloadStream() }
        let (site, problems, generation) = state.snapshot
        let wanted = Self.sitePath(request.uri.path)
        let status: HTTPResponse.Status
        let type: String
        let body: [UInt8]
        if let site, let (path, bytes) = Self.file(wanted, in: site) {
            status = .ok
            type = MediaType.of(path)
            body =
                path.hasSuffix(".html")
                ? LiveReload.inject(into: bytes, problems: problems, generation: generation, hasSite: true) : bytes
        } else {
            status = site == nil ? .ok : .notFound
            type = "text/html; charset=utf-8"
            body = LiveReload.page(
                title: site == nil ? "TribePress: no site yet" : "Not found: /\(wanted)", problems: problems,
                generation: generation, hasSite: site != nil)
        }
        return Response(
            status: status, headers: [.contentType: type, .cacheControl: "no-store"],
            body: request.method == .head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}

private extension PreviewResponder {
    /// Server-sent events: the current generation at once, then each new one.
    func reloadStream() -> Response {
        let state = state
        return Response(
            status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
            body: ResponseBody { writer in
                let (generations, continuation) = AsyncStream<Int>.makeStream()
                let id = state.listen { continuation.yield($0) }
                defer { state.stopListening(id) }
                continuation.yield(state.snapshot.generation)
                // A browser that lost the server (restarted, say) asks again after half a second.
                try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
                for await generation in generations.cancelOnGracefulShutdown() {
                    try await writer.write(ByteBuffer(string: "data: \(generation)\n\n"))
                }
                try await writer.finish(nil)
            })
    }

    /// The request's path as a path in the output folder, without its leading slash.
    static func sitePath(_ path: String) -> String {
        let decoded = path.removingPercentEncoding ?? path
        return decoded.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
            + (decoded.hasSuffix("/") && decoded != "/" ? "/" : "")
    }

    /// The file a path names: itself, or the `index.html` of the folder it names.
    static func file(_ path: String, in site: [String: [UInt8]]) -> (String, [UInt8])? {
        let candidates =
            path.isEmpty || path.hasSuffix("/") ? [path + "index.html"] : [path, path + "/index.html"]
        for candidate in candidates {
            if let bytes = site[candidate] { return (candidate, bytes) }
        }
        return nil
    }
}
