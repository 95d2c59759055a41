import ArgumentParser
import Foundation
import TribeData
import TribeRecurrence
import TribeSite

/// `tribepress init`: a starting point that builds at once, written where nothing is yet.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a starting point: a family of two, every setting, the templates and a publishing workflow.",
        discussion: "Refuses to overwrite anything: if any of its files exists, it writes none."
    )

    @Argument(help: ArgumentHelp("The folder to write into; made if missing.", valueName: "folder"))
    var folder = "."

    @Option(help: ArgumentHelp("The family's name, also the site's title.", valueName: "text"))
    var name = "Our Family"

    @Option(
        name: .long,
        help: ArgumentHelp("The family's IANA time zone (default: this machine's).", valueName: "zone"))
    var timeZone: String?

    @Flag(help: "Write no templates folder: the site keeps the built-in look.")
    var noTemplates = false

    @Option(help: ArgumentHelp("What counts as today, for the first event (as for build).", valueName: "date"))
    var now: String?

    func validate() throws {
        try InputOptions.validate(timeZone: timeZone, now: now)
        if name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError("--name must not be empty")
        }
    }

    func run() throws {
        let (zone, whose) = Self.zone(given: timeZone)
        guard let clockZone = TimeZone(identifier: zone),
            let instant = try? NowParser.resolve(
                option: now, environment: ProcessInfo.processInfo.environment, timeZone: clockZone)
        else {
            Console.printError("error: cannot tell what today is; give --now")
            throw ExitCode(64)
        }
        let scaffold = SiteScaffold(
            name: name.trimmingCharacters(in: .whitespacesAndNewlines), timeZone: zone,
            includesTemplates: !noTemplates, today: instant.wallClock(in: clockZone).date)
        let files = scaffold.files()
        let io = FileIO.disk
        let existing = files.map { Self.join(folder, $0.path) }.filter { io.kind($0) != nil || io.describe($0) != nil }
        guard existing.isEmpty else {
            for path in existing { Console.printError("\(path): error: already exists") }
            Console.printError("error: tribepress init changes nothing that is there; wrote nothing")
            throw ExitCode(73)
        }
        do {
            for (path, bytes) in files {
                let target = Self.join(folder, path)
                try io.createFolder(FileIO.split(target).folder)
                try io.write(target, bytes)
            }
        } catch {
            Console.printError("error: writing the starting point failed: \(error)")
            throw ExitCode(74)
        }
        let templates = noTemplates ? "" : ", templates/ (a copy of the built-in look, to edit)"
        Console.printError(
            "Wrote \(folder): content/tribe.json (a family of two, one weekly event), content/site.json (every setting)"
                + "\(templates), .gitignore and .github/workflows/publish.yml (see its first lines).")
        Console.printError("Time zone \(zone) (\(whose)); change it in content/site.json.")
        Console.printError(
            "Next: cd \(folder.quotedForShell) && tribepress build --strict, or tribepress serve to watch it as you edit."
        )
    }
}

private extension Init {
    /// The zone to write and why: the one given, else this machine's, else UTC.
    static func zone(given: String?) -> (String, String) {
        if let given { return (given, "from --time-zone") }
        let machine = TimeZone.current.identifier
        if TimeZoneNames.isKnown(machine) { return (machine, "this machine's; --time-zone chooses another") }
        return ("UTC", "this machine's zone \(machine.quotedForMessage) is not an IANA name; --time-zone chooses one")
    }

    static func join(_ folder: String, _ path: String) -> String {
        folder == "." ? path : (folder.hasSuffix("/") ? folder + path : folder + "/" + path)
    }
}

private extension String {
    /// The text as one shell word, quoted only when it needs to be.
    var quotedForShell: String {
        allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
            ? self : "'" + replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
