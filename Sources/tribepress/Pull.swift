import ArgumentParser
import Foundation
import TribeData
import TribeFetch
import TribeSite

/// `tribepress pull`: read the family's export from their TribeHub server into the content folder.
struct Pull: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pull",
        abstract: "Read the family's export from their TribeHub server into the content folder.",
        discussion: """
            Logs in with the password from the environment (TRIBEHUB_PASSWORD, or the variable \
            --password-env names; never from the command line), reads /tribe/, /events/, /contacts/ and every \
            member's /profile/<id>/, logs out, and downloads the members' photos into avatars/. The new \
            tribe.json, events.json, contacts.json and profiles.json replace the previous ones only when every \
            answer arrived whole and the set reads as a build would read it; otherwise the previous export stays \
            as it was. Exit statuses: 64 usage (an http address that is not on this machine among them); \
            65 the server's data has errors (or, with it, the folder's own files); 69 the server could not be reached \
            or failed; 73 the content folder \
            holds a TribePress file or something else a pull must not replace; 74 writing failed; 75 another pull \
            into the folder is under way; 77 the server refused the user name and password, or the session.
            """
    )

    @Option(
        name: .long,
        help: ArgumentHelp("The TribeHub backend's address, e.g. https://tribehub.example.org.", valueName: "url"))
    var server: String

    @Option(name: .long, help: ArgumentHelp("The TribeHub user to log in as.", valueName: "name"))
    var username: String

    @Option(
        name: .long,
        help: ArgumentHelp("The content folder the export goes into (made if missing).", valueName: "folder"))
    var content = "content"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The environment variable that holds the password (default: TRIBEHUB_PASSWORD).", valueName: "name"))
    var passwordEnv = "TRIBEHUB_PASSWORD"

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds a connect, or a pause in an answer, may take before the pull gives up (a whole answer, body "
                + "included: ten times that).",
            valueName: "seconds"))
    var timeout = 30

    @Flag(name: .long, help: "Treat warnings (a photo that could not be had, among them) as errors.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print problems only, no summary.")
    var quiet = false

    func validate() throws {
        guard let address = WebAddress(server) else {
            // Not repeated when it may hold a password, which would then be in the CI log.
            let shown = server.contains("@") ? "an address with a user name or password in it" : server.quotedForMessage
            throw ValidationError(
                "--server expects an http or https address without a user name or password in it, found \(shown)")
        }
        if let refusal = WebClient.plaintextRefusal(address) { throw ValidationError("--server \(refusal)") }
        guard !username.isEmpty else { throw ValidationError("--username must not be empty") }
        guard (1...3600).contains(timeout) else { throw ValidationError("--timeout expects 1 to 3600 seconds") }
    }

    func run() async throws {
        guard let password = ProcessInfo.processInfo.environment[passwordEnv], !password.isEmpty else {
            Console.printError(
                "error: the password of \(username.quotedForMessage) is read from the environment variable "
                    + "\(passwordEnv), which is not set or empty; set it (in CI, from a secret). It is never taken "
                    + "from the command line, where other users of the machine could read it")
            throw ExitCode(64)
        }
        // validate() has checked the address.
        guard let address = WebAddress(server) else { throw ExitCode(64) }
        let pull = TribeHubPull(
            server: address, username: username, password: password, content: content, timeout: timeout,
            strict: strict, userAgent: "TribePress/\(TribePressVersion.current)",
            environment: ProcessInfo.processInfo.environment)
        // Nothing the pull says can hold the password; should a server ever echo it, it is
        // still kept out of the log.
        let say = { (line: String) in
            Console.printError(password.count < 6 ? line : line.replacingOccurrences(of: password, with: "<password>"))
        }
        let report: PullReport
        do {
            report = try await pull.run()
        } catch {
            for diagnostic in error.diagnostics { say(diagnostic.description) }
            say("error: \(error.description)")
            throw ExitCode(error.exitStatus)
        }
        for diagnostic in report.diagnostics { say(diagnostic.description) }
        if !quiet { for line in report.summaryLines { say(line) } }
    }
}
