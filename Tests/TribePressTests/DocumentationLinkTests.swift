import Foundation
import Testing
import TribePressTestSupport

/// The README and `docs/` as a reader follows them: every relative link leads to a file of the
/// repository, and every `#anchor` to a heading of the page it names, as GitHub makes anchors.
struct DocumentationLinkTests {
    /// The pages checked, relative to the package root.
    static var pages: [String] {
        let docs = ProcessRunner.packageRoot.appendingPathComponent("docs").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    @Test func everyRelativeLinkAndAnchorResolves() throws {
        let pages = Self.pages
        #expect(pages.count > 5, "the docs hold their pages")
        var broken: [String] = []
        var checked = 0
        for page in pages {
            let text = try String(
                contentsOf: ProcessRunner.packageRoot.appendingPathComponent(page), encoding: .utf8)
            for (line, target) in Self.links(in: text) {
                guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? page : Self.resolve(String(parts[0]), from: page)
                let url = ProcessRunner.packageRoot.appendingPathComponent(file)
                guard FileManager.default.fileExists(atPath: url.path) else {
                    broken.append("\(page):\(line): \(target): no file \(file)")
                    continue
                }
                guard parts.count == 2 else { continue }
                let anchor = String(parts[1])
                let anchors = Self.anchors(in: (try? String(contentsOf: url, encoding: .utf8)) ?? "")
                if !anchors.contains(anchor) {
                    broken.append("\(page):\(line): \(target): \(file) has no heading #\(anchor)")
                }
            }
        }
        #expect(checked > 20, "the pages link to one another")
        #expect(broken.isEmpty, "\(broken.count) links lead nowhere:\n\(broken.joined(separator: "\n"))")
    }

    @Test func anchorsAreMadeAsGitHubMakesThem() {
        let text = """
            # TribePress
            ## The two commands
            ### 2. The TribePress file (`tribe.json`)
            ## Feeds
            ## Feeds
            #hashtag
            ```
            # not a heading
            ```
            """
        #expect(
            Self.anchors(in: text) == [
                "tribepress", "the-two-commands", "2-the-tribepress-file-tribejson", "feeds", "feeds-1",
            ])
        #expect(
            Self.links(in: "See [a](b.md#c) and ![p](docs/images/p.png).\n`[x](not-a-link)`").map(\.1) == [
                "b.md#c", "docs/images/p.png",
            ])
    }

    /// Each inline link's line and target, outside code.
    static func links(in text: String) -> [(Int, String)] {
        var found: [(Int, String)] = []
        var inFence = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            // Inline code holds no links.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = after[..<close].split(separator: " ").first.map(String.init) ?? ""
                if !target.isEmpty { found.append((index + 1, target)) }
                rest = after[close...]
            }
        }
        return found
    }

    /// The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces to
    /// hyphens, and `-1`, `-2` after repeats.
    static func anchors(in text: String) -> [String] {
        var anchors: [String] = []
        var seen: [String: Int] = [:]
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            let hashes = line.prefix { $0 == "#" }.count
            guard !inFence, (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { continue }
            let title = line.dropFirst(hashes).trimmingCharacters(in: .whitespaces)
            // Link text stays, its target goes: "[docs](docs/x.md)" reads "docs".
            var plain = ""
            var skipping = false
            var previous: Character = " "
            for character in title {
                if previous == "]", character == "(" { skipping = true }
                if skipping {
                    if character == ")" { skipping = false }
                } else {
                    plain.append(character)
                }
                previous = character
            }
            let slug = String(
                plain.lowercased().compactMap { character -> Character? in
                    if character == " " { return "-" }
                    if character.isLetter || character.isNumber || character == "-" || character == "_" {
                        return character
                    }
                    return nil
                })
            let repeats = seen[slug, default: 0]
            seen[slug] = repeats + 1
            anchors.append(repeats == 0 ? slug : "\(slug)-\(repeats)")
        }
        return anchors
    }

    /// `target` relative to the folder of `page`, as a path from the package root.
    static func resolve(_ target: String, from page: String) -> String {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
