import Foundation
import Testing
import TribePressTestSupport

/// `TRIBEPRESS_JOBS`, the one number that spreads a build over cores: any count gives the same
/// site, and a count that is not one is a usage error.
struct WorkerCountTests {
    @Test func everyWorkerCountBuildsTheSameSite() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        var sites: [String: [String: Data]] = [:]
        for jobs in ["", "1", "2", "5"] {
            let output = "site-\(jobs.isEmpty ? "machine" : jobs)"
            let result = try cli.run(
                ["build", "--now", "2026-11-22", "--quiet", "--output", output],
                environment: jobs.isEmpty ? [:] : ["TRIBEPRESS_JOBS": jobs])
            #expect(result.status == 0, "TRIBEPRESS_JOBS=\(jobs): \(result.stderr)")
            sites[jobs] = try cli.tree(output)
        }
        let machine = try #require(sites[""])
        #expect(machine.count > 100)
        for (jobs, site) in sites where jobs != "" {
            #expect(site.keys.sorted() == machine.keys.sorted(), "TRIBEPRESS_JOBS=\(jobs)")
            let differing = site.keys.filter { site[$0] != machine[$0] }.sorted()
            #expect(differing.isEmpty, "TRIBEPRESS_JOBS=\(jobs) changes \(differing.prefix(5))")
        }
    }

    @Test(arguments: ["0", "-2", "two", "1.5"])
    func aCountThatIsNotAWholeNumberOfThreadsIsAUsageError(_ jobs: String) throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        for command in ["build", "check", "occurrences"] {
            let result = try cli.run(
                [command, "--now", "2026-11-22", "--quiet"], environment: ["TRIBEPRESS_JOBS": jobs])
            #expect(result.status == 64, "\(command)")
            #expect(
                result.stderr.contains(
                    "TRIBEPRESS_JOBS must be a whole number of threads, at least 1; found \"\(jobs)\""),
                "\(command): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: cli.folder.appendingPathComponent("_site").path))
    }
}
