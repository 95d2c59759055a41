import Foundation
import Testing
import TribePressTestSupport

/// Secret addresses and what a site publishes, end to end: every file of a build and every
/// message it printed, with two secrets and without one.
@Suite(.serialized)
struct PrivacyTests {
    static let secretA = "5b0f6a2c9e41d87f3a6c1e0b9d2f48a7c3e5f6071829a3b4c5d6e7f8091a2b3c"
    static let secretB = "a9d8c7b6e5f4031229384756abcdef0102030405060708090a0b0c0d0e0f1011"

    /// A build: its files by path and everything it printed.
    struct Build {
        var status: Int32
        var files: [String: Data]
        var messages: String

        /// The 32-character tokens in the build's paths.
        var tokens: Set<String> {
            Set(files.keys.flatMap { $0.matches(of: /[0-9a-f]{32}/).map { String($0.output) } })
        }

        func text(_ path: String) -> String { String(decoding: files[path] ?? Data(), as: UTF8.self) }
    }

    /// The sample with `privacy` (nil: the key left out) and `contacts` in its site.json.
    private func sample(privacy: String?, contacts: String? = nil) throws -> CommandRunner {
        let cli = try CommandRunner.withSample()
        var site = try cli.read("content/site.json")
        let chosen = [privacy.map { "\"privacy\": \"\($0)\"" }, contacts.map { "\"contacts\": \"\($0)\"" }].compactMap {
            $0
        }
        site = site.replacingOccurrences(
            of: ",\n  \"privacy\": \"public\"", with: chosen.map { ",\n  " + $0 }.joined())
        try cli.write(site, to: "content/site.json")
        return cli
    }

    private func build(_ cli: CommandRunner, secret: String?, _ extra: [String] = [], output: String = "site") throws
        -> Build
    {
        let result = try cli.run(
            ["build", "--now", "2026-11-22", "--output", output] + extra,
            environment: secret.map { ["TRIBEPRESS_SECRET": $0] } ?? [:])
        let files = result.status == 0 ? try cli.tree(output) : [:]
        return Build(status: result.status, files: files, messages: result.stdout + result.stderr)
    }

    /// The sample's public feeds' bytes, to compare secret feeds with.
    private func publicFeeds() throws -> Set<Data> {
        let cli = try sample(privacy: "public")
        defer { cli.remove() }
        let built = try build(cli, secret: nil)
        return Set(built.files.filter { $0.key.hasSuffix(".ics") }.values)
    }

    @Test func secretPagesPutTheSiteUnderOneSecretFolderAndEachFeedAtItsOwnAddress() throws {
        let cli = try sample(privacy: nil)
        defer { cli.remove() }
        let first = try build(cli, secret: Self.secretA)
        #expect(first.status == 0, "\(first.messages)")
        let feeds = first.files.keys.filter { $0.hasPrefix("feeds/") }
        let folders = Set(
            first.files.keys.filter { $0.contains("/") && !$0.hasPrefix("feeds/") }.map {
                String($0.prefix { $0 != "/" })
            })
        #expect(folders.count == 1)
        let folder = try #require(folders.first)
        #expect(folder.wholeMatch(of: /[0-9a-f]{32}/) != nil)
        // The folder is HMAC-SHA256 of its identity under the secret, as Python's hmac computes it.
        let expected = try ProcessRunner.output(
            of: ProcessRunner.python,
            [
                "-c",
                "import hashlib, hmac, sys; print(hmac.new(sys.argv[1].encode(), b'pages', hashlib.sha256).hexdigest()[:32])",
                Self.secretA,
            ])
        #expect(folder == expected.trimmingCharacters(in: .whitespacesAndNewlines))
        // Outside the folder: the feeds, each at its own token, a root page and the marker.
        let publicFeeds = try publicFeeds()
        #expect(feeds.count == publicFeeds.count && feeds.count > 20)
        #expect(feeds.allSatisfy { $0.wholeMatch(of: /feeds\/[0-9a-f]{32}\.ics/) != nil })
        #expect(Set(feeds.map { $0.dropFirst(6).prefix(32) }).count == feeds.count, "one token per feed")
        let outside = first.files.keys.filter { !$0.hasPrefix(folder + "/") && !$0.hasPrefix("feeds/") }
        #expect(Set(outside) == ["index.html", ".tribepress-output"])
        let root = first.text("index.html")
        for family in ["Harbour", "Tom", "Maya", "feeds", "contacts", folder] {
            #expect(!root.contains(family), "the root page shows nothing of the family (\(family))")
        }
        // Every page is inside the folder, its feeds linked from the member pages.
        #expect(first.files["\(folder)/members/tom.html"] != nil && first.files["\(folder)/planner/print.html"] != nil)
        let tom = first.text("\(folder)/members/tom.html")
        let tomFeed = try #require(tom.firstMatch(of: /href="\.\.\/\.\.\/(feeds\/[0-9a-f]{32}\.ics)"/)?.output.1)
        #expect(first.files[String(tomFeed)] != nil)
        // No file outside the folder names it, and no feed names another's token.
        for path in first.files.keys where !path.hasPrefix(folder + "/") {
            let text = first.text(path)
            #expect(first.tokens.allSatisfy { !text.contains($0) }, "\(path) names no secret address")
        }
        // The secret feeds are the public feeds, byte for byte: every public feed check holds.
        #expect(Set(feeds.compactMap { first.files[$0] }) == publicFeeds)
        // The messages name no secret address and never the secret.
        #expect(first.messages.contains("The site is at a secret address; --show-secrets prints it."))
        #expect(first.messages.matches(of: /[0-9a-f]{32}/).isEmpty)
        // The same secret, the same bytes; another secret, all new addresses; none, the public site.
        let again = try build(cli, secret: Self.secretA, output: "again")
        #expect(again.files == first.files)
        let other = try build(cli, secret: Self.secretB, output: "other")
        #expect(other.status == 0 && other.files.count == first.files.count)
        #expect(other.tokens.isDisjoint(with: first.tokens) && other.tokens.count == first.tokens.count)
        let none = try build(cli, secret: nil, output: "none")
        #expect(none.status == 0 && none.tokens.isEmpty && none.files["feeds/members/tom.ics"] != nil)
        for build in [first, again, other, none] {
            for (path, bytes) in build.files {
                #expect(!path.contains(Self.secretA) && !path.contains(Self.secretB))
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(!text.contains(Self.secretA) && !text.contains(Self.secretB), "\(path) holds no secret")
            }
            #expect(!build.messages.contains(Self.secretA) && !build.messages.contains(Self.secretB))
        }
        // The owner's one line, on request: the site's secret address, and no feed's.
        let shown = try build(cli, secret: Self.secretA, ["--show-secrets"], output: "shown")
        #expect(
            shown.messages.contains("The site is at its secret address https://harbour-house.example.org/\(folder)/"))
        #expect(shown.messages.matches(of: /[0-9a-f]{32}/).count == 1)
    }

    @Test func feedsOnlyPublishesTheFeedsAndASecretSubscribePage() throws {
        let cli = try sample(privacy: "feeds-only")
        defer { cli.remove() }
        let built = try build(cli, secret: Self.secretA)
        #expect(built.status == 0, "\(built.messages)")
        let pages = built.files.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count == 2 && pages.contains("index.html"))
        let subscribe = try #require(pages.first { $0 != "index.html" })
        #expect(subscribe.wholeMatch(of: /[0-9a-f]{32}\/index\.html/) != nil)
        #expect(
            !built.files.keys.contains {
                $0.hasPrefix("members/") || $0.hasPrefix("contacts/") || $0.hasPrefix("planner/")
            })
        #expect(!built.files.keys.contains { $0.hasSuffix(".vcf") })
        // The subscribe page downloads and subscribes to every feed, and links no other page.
        let page = built.text(subscribe)
        let feeds = built.files.keys.filter { $0.hasSuffix(".ics") }
        #expect(feeds.count > 20)
        for feed in feeds { #expect(page.contains("value=\"https://harbour-house.example.org/\(feed)\""), "\(feed)") }
        for other in ["members/", "planner/", "contacts/", "trips/"] { #expect(!page.contains("href=\"../\(other)")) }
        #expect(!built.text("index.html").contains(String(subscribe.prefix(32))))
        #expect(built.messages.contains("The subscribe page is at a secret address; --show-secrets prints it."))
    }

    @Test func publicPagesWithASecretNeverLinkTheSecretFeeds() throws {
        let cli = try sample(privacy: "public")
        defer { cli.remove() }
        let built = try build(cli, secret: Self.secretA)
        #expect(built.status == 0, "\(built.messages)")
        // The pages stay where they were; the feeds and their subscribe page are secret.
        #expect(built.files["members/tom.html"] != nil && built.files["feeds/index.html"] == nil)
        let subscribe = try #require(
            built.files.keys.first { $0.wholeMatch(of: /[0-9a-f]{32}\/index\.html/) != nil })
        let folder = String(subscribe.prefix(32))
        for (path, bytes) in built.files where path != subscribe {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains(folder), "\(path) does not link the subscribe page")
            if path.hasSuffix(".html") {
                #expect(!text.contains("feeds/"), "\(path) links no feed")
                #expect(built.tokens.allSatisfy { !text.contains($0) }, "\(path) names no secret address")
            }
        }
        #expect(built.text(subscribe).contains("value=\"https://harbour-house.example.org/feeds/"))
    }

    @Test func withoutASecretABuildWithAnAddressWarnsThatEveryAddressIsGuessable() throws {
        let cli = try sample(privacy: nil)
        defer { cli.remove() }
        let open = try build(cli, secret: nil)
        #expect(open.status == 0 && open.files["feeds/members/tom.ics"] != nil)
        #expect(open.messages.contains("warning: every address of this site is guessable"))
        #expect(open.messages.components(separatedBy: "is guessable").count == 2, "said once")
        #expect(try cli.run(["build", "--strict", "--now", "2026-11-22", "--output", "strict"]).status != 0)
        // A choice that needs a secret, without one; a secret too short; a named variable unset.
        let needs = try sample(privacy: "secret-pages")
        defer { needs.remove() }
        let refused = try needs.run(["build", "--now", "2026-11-22", "--output", "site"])
        #expect(refused.status != 0 && refused.stderr.contains("\"privacy\": \"secret-pages\" needs a secret"))
        let short = try needs.run(
            ["build", "--now", "2026-11-22", "--output", "site"], environment: ["TRIBEPRESS_SECRET": "family2026"])
        #expect(short.status != 0 && short.stderr.contains("is 10 characters, too short"))
        #expect(!short.stderr.contains("family2026"))
        let named = try needs.read("content/site.json").replacingOccurrences(
            of: "\"privacy\"", with: "\"secret_env\": \"HARBOUR_SECRET\",\n  \"privacy\"")
        try needs.write(named, to: "content/site.json")
        let unset = try needs.run(
            ["build", "--now", "2026-11-22", "--output", "site"], environment: ["TRIBEPRESS_SECRET": Self.secretA])
        #expect(unset.status != 0 && unset.stderr.contains("secret_env names HARBOUR_SECRET, which is not set"))
        let set = try needs.run(
            ["build", "--now", "2026-11-22", "--output", "site"], environment: ["HARBOUR_SECRET": Self.secretA])
        #expect(set.status == 0, "\(set.stderr)")
        // The same secret through either variable gives the same addresses.
        let viaDefault = try build(cli, secret: Self.secretA, output: "default")
        #expect(Set(try needs.tree("site").keys) == Set(viaDefault.files.keys))
    }

    @Test func contactsByNameOnlyPublishNoNumberAddressNoteOrCard() throws {
        let tribe = try JSONSerialization.jsonObject(
            with: Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("content/tribe.json")))
        let contacts = try #require((tribe as? [String: Any])?["contacts"] as? [[String: Any]])
        let privateDetails = contacts.flatMap { contact in
            ["phone", "email", "notes"].compactMap {
                (contact[$0] as? String)?.split(separator: "\n").first.map(String.init)
            }
        }.filter { $0.count > 5 }
        #expect(privateDetails.count > 12)
        let cli = try sample(privacy: "public", contacts: "names")
        defer { cli.remove() }
        let built = try build(cli, secret: nil)
        #expect(built.status == 0, "\(built.messages)")
        #expect(!built.files.keys.contains { $0.hasSuffix(".vcf") })
        #expect(built.text("contacts/index.html").contains("Janet Holloway"))
        for (path, bytes) in built.files {
            let text = String(decoding: bytes, as: UTF8.self)
            for detail in privateDetails { #expect(!text.contains(detail), "\(path) holds \(detail)") }
        }
        let none = try sample(privacy: "public", contacts: "none")
        defer { none.remove() }
        let without = try build(none, secret: nil)
        #expect(without.status == 0, "\(without.messages)")
        #expect(!without.files.keys.contains { $0.hasPrefix("contacts/") })
        for (path, bytes) in without.files where path.hasSuffix(".html") {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("contacts/"), "\(path) links no contact page")
        }
    }
}
