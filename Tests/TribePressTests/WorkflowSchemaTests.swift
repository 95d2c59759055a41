import Foundation
import Testing
import TribePressTestSupport

/// Every workflow the project ships or writes, and its action, read against GitHub's schemas
/// (SchemaStore's, as PyPI's check-jsonschema carries them).
@Suite struct WorkflowSchemaTests {
    @Test func theActionIsAValidAction() throws {
        let result = try Self.check("vendor.github-actions", [CommandRunner.packageRoot.path + "/action.yml"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
    }

    @Test func theReleaseWorkflowIsAValidWorkflow() throws {
        let result = try Self.check(
            "vendor.github-workflows", [CommandRunner.packageRoot.path + "/.github/workflows/release.yml"])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
    }

    @Test func theWorkflowInitWritesIsAValidWorkflow() throws {
        let cli = try CommandRunner.withSample()
        defer { cli.remove() }
        #expect(try cli.run(["init", "family", "--time-zone", "Europe/London", "--now", "2026-11-22"]).status == 0)
        let workflow = cli.folder.path + "/family/.github/workflows/publish.yml"
        let result = try Self.check("vendor.github-workflows", [workflow])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        // The checker does refuse a workflow GitHub would refuse: one step misspelt.
        let text = try String(contentsOfFile: workflow, encoding: .utf8)
        let broken = cli.folder.path + "/broken.yml"
        try text.replacingOccurrences(of: "runs-on:", with: "run-on:").write(
            toFile: broken, atomically: true, encoding: .utf8)
        let refused = try Self.check("vendor.github-workflows", [broken])
        #expect(refused.status != 0)
        #expect(refused.output.contains("broken.yml"), "\(refused.output)")
    }

    /// The README's and the docs' workflows, each a whole file as a reader would copy it.
    @Test func theWorkflowsInTheDocumentationAreValidWorkflows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("workflows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        let docs = try FileManager.default.contentsOfDirectory(atPath: CommandRunner.packageRoot.path + "/docs")
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        for page in ["README.md"] + docs.sorted() {
            let text = try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(page), encoding: .utf8)
            for (index, block) in text.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
                let yaml = block.components(separatedBy: "```").first ?? ""
                guard yaml.contains("\njobs:") else { continue }
                let file = folder.appendingPathComponent(
                    page.replacingOccurrences(of: "/", with: "-") + "-\(index).yml")
                try yaml.write(to: file, atomically: true, encoding: .utf8)
                files.append(file.path)
            }
        }
        #expect(files.contains { $0.contains("README.md") }, "the README shows a workflow")
        let result = try Self.check("vendor.github-workflows", files)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
    }

    static func check(_ schema: String, _ files: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(
            URL(fileURLWithPath: ProcessRunner.python), ["-m", "check_jsonschema", "--builtin-schema", schema] + files)
    }
}
