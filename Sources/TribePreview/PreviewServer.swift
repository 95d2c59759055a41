import Foundation
import Hummingbird
import Logging
import TribeData
import TribeSite

/// `tribepress serve`: renders the site in memory, serves it on 127.0.0.1, and on every change
/// to the content or the templates renders it again and reloads each open page.
///
/// It never writes the output folder: `build` is the only command that does.
public final class PreviewServer: Sendable {
    /// The address pages are served at.
    public var url: String { "http://127.0.0.1:\(port)/" }

    private let options: BuildOptions
    private let port: UInt16
    private let state = PreviewState()
    private let log: @Sendable (String) -> Void
    /// Called after every build, good or not, once its memory is freed.
    private let afterBuild: @Sendable () -> Void
    private let builder = SiteBuilder()
    private let showSecrets: Bool

    /// Prepares a server on `port`, or the next free one of the twenty after it (any free port
    /// for 0); `log` receives every line for the terminal, the site's secret address among
    /// them only with `showSecrets`; `afterBuild` runs after each build, once the build's own
    /// memory is freed (the command line gives its allocator's free memory back there).
    public init(
        options: BuildOptions, port: UInt16 = 8080, showSecrets: Bool = false,
        afterBuild: @escaping @Sendable () -> Void = {}, log: @escaping @Sendable (String) -> Void
    ) throws(PreviewError) {
        guard let free = Self.freePort(from: port) else { throw .noFreePort(port) }
        self.options = options
        self.port = free
        self.showSecrets = showSecrets
        self.log = log
        self.afterBuild = afterBuild
    }

    /// Builds once, then serves and rebuilds on changes until Ctrl-C or SIGTERM; calls
    /// `listening` once pages can be asked for.
    public func run(listening: @escaping @Sendable () -> Void = {}) async throws {
        rebuild(reason: nil)
        // `templates` is watched even before it exists: making it switches from the built-in look.
        let watcher = SiteWatcher(
            folders: [options.contentFolder, options.templatesFolder ?? BuildOptions.defaultTemplatesFolder])
        let watching = Task.detached { [self] in
            var last = watcher.fingerprint()
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 200_000_000)
                let now = watcher.fingerprint()
                guard now != last else { continue }
                // An editor may write a file in several steps: wait until it holds still.
                try? await Task.sleep(nanoseconds: 60_000_000)
                last = watcher.fingerprint()
                rebuild(reason: "changed")
            }
        }
        defer { watching.cancel() }
        // Hummingbird's own talk: errors only, to standard error.
        var logger = Logger(label: "tribepress-serve") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .error
        let application = Application(
            responder: PreviewResponder(state: state),
            configuration: .init(address: .hostname("127.0.0.1", port: Int(port)), serverName: nil),
            onServerRunning: { _ in listening() },
            logger: logger)
        // Stops gracefully on SIGINT and SIGTERM; the reload streams end with it.
        try await application.runService()
    }
}

/// Why `serve` could not start.
public enum PreviewError: Error, CustomStringConvertible {
    case noFreePort(UInt16)

    public var description: String {
        switch self {
        case .noFreePort(let port):
            "no free port on 127.0.0.1 from \(port) to \(Int(port) + 20); choose one with --port"
        }
    }
}

private extension PreviewServer {
    /// Renders the site and publishes it, or its problems; says so on the terminal once the
    /// build's memory is freed and `afterBuild` has run.
    func rebuild(reason: String?) {
        let lines = build(reason: reason)
        afterBuild()
        for line in lines { log(line) }
    }

    /// Renders the site and publishes it, or its problems; gives what to say on the terminal.
    func build(reason: String?) -> [String] {
        do throws(BuildFailure) {
            let site = try builder.render(options)
            state.publish(site: site.files)
            var lines = site.report.diagnostics.map(\.description)
            lines.append(
                "\(reason == nil ? "Built" : "Rebuilt") \(site.files.count) files in memory; "
                    + String(format: "%.2f s.", site.report.seconds))
            // The root of a secret site is its private notice: say where the pages are.
            if reason == nil, let entry = site.report.settings.publishing.secretEntry {
                lines.append(
                    showSecrets
                        ? "The pages are at their secret address \(url)\(entry)"
                        : "The pages are at a secret address; --show-secrets prints it.")
            }
            return lines
        } catch {
            let lines = error.diagnostics.map(\.description) + ["error: \(error.description)"]
            state.publish(problems: lines)
            return lines
        }
    }

    /// `port` if nothing listens on it, else the next free one of the twenty after it; for 0,
    /// a free port the system picks.
    static func freePort(from port: UInt16) -> UInt16? {
        if port == 0 { return bindable(0) }
        for candidate in Int(port)...min(Int(port) + 20, Int(UInt16.max)) {
            if let free = bindable(UInt16(candidate)) { return free }
        }
        return nil
    }

    /// The port a socket on 127.0.0.1:`port` gets, or nil if it cannot be bound.
    static func bindable(_ port: UInt16) -> UInt16? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { return nil }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return named == 0 ? UInt16(bigEndian: address.sin_port) : nil
    }
}
