import ArgumentParser
import Foundation
import TribeData
import TribeSite

/// Printing to the terminal and turning failures into exit statuses.
enum Console {
    /// Runs a build step; a failure prints its problems and exits with the failure's status.
    static func run(_ step: () throws -> BuildReport) throws -> BuildReport {
        do {
            return try step()
        } catch let error as BuildFailure {
            for diagnostic in error.diagnostics { printError(diagnostic.description) }
            printError("error: \(error.description)")
            throw ExitCode(error.exitStatus)
        }
    }

    static func printWarnings(of report: BuildReport) {
        for diagnostic in report.diagnostics { printError(diagnostic.description) }
    }

    static func printSummary(of report: BuildReport, verb: String, showSecrets: Bool = false, output: String? = nil) {
        let counts = report.counts
        var lines = [
            "\(verb) from a \(report.format.rawValue): \(counts.members) members, \(counts.events) events (\(counts.series) repeating), "
                + "\(counts.contacts) contacts, \(counts.trips) trips."
        ]
        if counts.droppedGeneratedRows > 0 {
            lines.append(
                "Left out \(counts.droppedGeneratedRows) server-generated repeat rows (REC); series are expanded from their masters."
            )
        }
        if report.templates == TemplateSet.builtInName {
            lines.append("Rendered with the built-in templates: there is no templates folder.")
        }
        if report.filesWritten > 0 {
            lines.append("Wrote \(report.filesWritten) files (\(report.bytesWritten) bytes).")
            if let note = report.missingSheetCodes { lines.append(note) }
        }
        if let entry = report.settings.publishing.secretEntry {
            let what = report.settings.publishing.privacy == .secretPages ? "The site" : "The subscribe page"
            if showSecrets {
                let address = report.settings.baseURL.map { $0 + entry } ?? ((output.map { $0 + "/" } ?? "") + entry)
                lines.append("\(what) is at its secret address \(address); give it only to the family.")
            } else {
                lines.append("\(what) is at a secret address; --show-secrets prints it.")
            }
        }
        let now = report.settings.now
        lines.append(
            "Time zone \(report.settings.timeZoneName); now \(Date(timeIntervalSince1970: TimeInterval(now.secondsSinceEpoch)).formatted(.iso8601)) "
                + "(\(now.origin.rawValue)); \(report.warnings) warning\(report.warnings == 1 ? "" : "s"); "
                + String(format: "%.2f s.", report.seconds)
        )
        for line in lines { printError(line) }
    }

    /// Writes `bytes` to standard output, as they are and without copying them first; returns
    /// why it could not (a full disk, a closed pipe), or nil.
    static func writeOutput(_ bytes: [UInt8]) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Foundation.write(STDOUT_FILENO, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return String(cString: strerror(written < 0 ? errno : EIO))
                }
            }
            return nil
        }
    }

    /// Writes a line to standard error, where all of TribePress's talk goes.
    ///
    /// Control characters are written as escapes, whatever the line holds: a name or a path
    /// with an ESC sequence in it must not retitle the terminal or colour what follows.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line.escapingControls + "\n").utf8))
    }
}

extension InputOptions {
    func buildOptions(output: String) -> BuildOptions {
        BuildOptions(
            contentFolder: content, outputFolder: output, templatesFolder: templates, timeZone: timeZone,
            baseURL: baseURL,
            title: title, now: now, strict: strict, environment: ProcessInfo.processInfo.environment
        )
    }
}

extension String {
    /// The text with every C0 and C1 control character (ESC, BEL, CSI, …) as `\u{…}`.
    var escapingControls: String {
        guard unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            return self
        }
        var result = ""
        for scalar in unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
