import ArgumentParser
import Foundation
import TribeSite

/// `tribepress build`: render the site into the output folder.
struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder, replacing it only when the whole build succeeds."
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: ArgumentHelp("The output folder.", valueName: "folder"))
    var output = "_site"

    func run() throws {
        let options = input.buildOptions(output: output)
        let report = try Console.run { try SiteBuilder.forCommandLine.build(options) }
        Console.printWarnings(of: report)
        if !input.quiet {
            Console.printSummary(
                of: report, verb: "Built \(options.outputFolder)", showSecrets: input.showSecrets,
                output: options.outputFolder)
        }
    }
}
