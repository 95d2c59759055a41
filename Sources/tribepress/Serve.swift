import ArgumentParser
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

    @Option(help: ArgumentHelp("The port, or the next free one after it; 0 for any free port.", valueName: "port"))
    var port: UInt16 = 8080

    func run() async throws {
        let server: PreviewServer
        do {
            server = try PreviewServer(
                options: input.buildOptions(output: ""), port: port, showSecrets: input.showSecrets
            ) { Console.printError($0) }
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
