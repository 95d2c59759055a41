import ArgumentParser
import CMallocControl
import Foundation
import TribePreview
import TribeSite

/// `tribepress serve`: the site in memory on 127.0.0.1, rebuilt and reloaded on every change.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the site on 127.0.0.1, rebuilding it and reloading open pages on every change.",
        discussion: """
            Watches the content folder (site.json included) and the templates. A build with errors keeps \
            the last good site and shows the errors on every page. Writes nothing; Ctrl-C stops it.
            """
    )

    @OptionGroup var input: InputOptions

    /// What tcmalloc's thread caches may hold in all under `serve`: room for a family's build to
    /// reuse what it frees, without the 32 MB a batch build is allowed.
    static let threadCacheBytes = 4 << 20

    @Option(help: ArgumentHelp("The port, or the next free one after it; 0 for any free port.", valueName: "port"))
    var port: UInt16 = 8080

    func run() async throws {
        // A server rebuilds for as long as the family edits. tcmalloc lets each thread's cache of
        // freed memory grow, up to 32 MB in all, and keeps free pages until the system asks; for
        // a build that ends at once that is speed, for a server memory that only grows. So serve
        // caps the caches and gives free pages back after each build (benchmarks/serve-memory).
        tribepress_malloc_limit_thread_caches(Self.threadCacheBytes)
        let server: PreviewServer
        do {
            server = try PreviewServer(
                options: input.buildOptions(output: ""), port: port, showSecrets: input.showSecrets,
                afterBuild: { tribepress_malloc_release_free_memory() }, log: { Console.printError($0) })
        } catch {
            Console.printError("error: \(error)")
            throw ExitCode(69)
        }
        try await server.run { [content = input.content] in
            Console.printError("Serving \(content) at \(server.url) (Ctrl-C stops)")
        }
        Console.printError("Stopped.")
    }
}
