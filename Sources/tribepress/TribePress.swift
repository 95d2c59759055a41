import ArgumentParser
import TribeSite

/// The `tribepress` command: turns a TribeHub export into a published folder.
@main
struct TribePress: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tribepress",
        abstract: "Build a family's calendar feeds, wall planner and pages from a TribeHub export.",
        discussion: """
            Exit statuses: 0 success; 64 bad command-line usage; 65 the input has errors (or warnings with \
            --strict); 66 the content or templates folder is missing; 69 serve found no free port, or pull could not reach \
            the server; 73 the output folder holds something TribePress did not write (for init: one of its files exists; \
            for pull: the content folder holds a TribePress file); 74 writing the output failed (the previous output is \
            untouched); 75 another pull into the folder is under way; 77 the server refused pull's user name and password.
            """,
        version: TribePressVersion.current,
        subcommands: [Build.self, Check.self, Occurrences.self, Serve.self, Init.self, Pull.self, Fetch.self],
        defaultSubcommand: Build.self
    )
}
