import Foundation
import PackagePlugin

/// Builds the project's `templates/` folder into TribeSite, so a build without a templates
/// folder, and `tribepress init`, have the default look wherever the binary is.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "templates")
        var files: [URL] = []
        if let walker = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        {
            for case let file as URL in walker
            where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(file)
            }
        }
        files.sort { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default templates",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [output.path, folder.path] + files.map(\.path),
                inputFiles: files, outputFiles: [output])
        ]
    }
}
