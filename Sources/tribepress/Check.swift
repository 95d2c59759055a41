import ArgumentParser
import TribeSite

/// `tribepress check`: validate everything a build reads, writing nothing.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate the content, configuration and templates without writing anything."
    )

    @OptionGroup var input: InputOptions

    func run() throws {
        let options = input.buildOptions(output: "")
        let report = try Console.run { try SiteBuilder.forCommandLine.check(options) }
        Console.printWarnings(of: report)
        if !input.quiet {
            Console.printSummary(
                of: report, verb: "Checked \(options.contentFolder)", showSecrets: input.showSecrets, output: nil)
        }
    }
}
