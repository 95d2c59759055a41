import Foundation

// Writes DefaultTemplates.swift: each file of the templates folder, by its path inside the
// folder, as base64 (a literal the compiler reads at once, whatever bytes the file holds).
//
//   embed-templates OUTPUT FOLDER FILE...
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: embed-templates OUTPUT FOLDER FILE...\n".utf8))
    exit(64)
}
let folder = arguments.dropFirst().first ?? ""
var source = """
    // Made by the EmbedTemplates plugin from the templates folder at build time; not edited.

    /// The templates the project ships, as files of a templates folder.
    enum DefaultTemplates {
        static let files: [(path: String, base64: String)] = [

    """
for path in arguments.dropFirst(2) {
    guard path.hasPrefix(folder + "/"), let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("embed-templates: cannot read \(path)\n".utf8))
        exit(66)
    }
    let name = String(path.dropFirst(folder.count + 1))
    let quoted = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    source += "        (\"\(quoted)\", \"\(data.base64EncodedString())\"),\n"
}
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("embed-templates: cannot write \(output): \(error)\n".utf8))
    exit(73)
}
