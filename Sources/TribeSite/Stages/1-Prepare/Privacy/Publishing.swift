import TribeData

/// Where each file of the site is published and what links to what, given the secret and
/// `privacy`: one place that every page, feed and message asks.
///
/// With a secret, each feed is at `feeds/<its own token>.ics` and at nothing shared with another
/// feed, so passing on one member's address passes on only that feed. The pages either stay at
/// their guessable addresses (`public`), move under one secret folder (`secret-pages`), or are
/// not published (`feeds-only`); the subscribe page that lists the feeds is always itself secret.
public struct Publishing: Sendable {
    public let privacy: Privacy
    public let contacts: ContactDetail
    let secret: SiteSecret?
    /// The folder every page is under (`secret-pages`), else nil.
    let pageFolder: String?
    /// The folder of the subscribe page when the pages around it are not secret.
    let subscribeFolder: String?

    public init(privacy: Privacy, contacts: ContactDetail, secret: SiteSecret?) {
        self.privacy = privacy
        self.contacts = contacts
        self.secret = secret
        pageFolder = privacy == .secretPages ? secret?.token(for: "pages") : nil
        subscribeFolder = privacy == .secretPages ? nil : secret?.token(for: "subscribe")
    }

    /// Today's site: every address guessable, every contact in full.
    public static let open = Publishing(privacy: .public, contacts: .full, secret: nil)

    /// Where a feed is published: its own secret address with a secret, else `path`.
    func feedPath(key: String, public path: OutputPath) -> OutputPath {
        guard let secret, let placed = OutputPath("feeds/\(secret.token(for: "feed \(key)")).ics") else { return path }
        return placed
    }

    /// Where the page or asset made for `path` is published.
    func placed(_ path: OutputPath) -> OutputPath {
        if let pageFolder { return OutputPath(folder: pageFolder, path) }
        if path == FeedsPage.path, let folder = subscribeFolder {
            return OutputPath(folder: folder, OutputPath(fixed: "index.html"))
        }
        return path
    }

    /// A published path as a message shows it, each secret folder or feed token as `<secret>`:
    /// messages end up in CI logs, and the build prints no secret address unasked.
    func shown(_ path: OutputPath) -> String {
        let text = path.description
        for folder in [pageFolder, subscribeFolder].compactMap(\.self) where text.hasPrefix(folder + "/") {
            return "<secret>/" + text.dropFirst(folder.count + 1)
        }
        let feeds = "feeds/"
        if secret != nil, text.hasPrefix(feeds), text.hasSuffix(".ics"), !text.dropFirst(feeds.count).contains("/") {
            return "feeds/<secret>.ics"
        }
        return text
    }

    /// Whether pages other than the subscribe page are published.
    var publishesPages: Bool { privacy != .feedsOnly }

    /// Whether the site's pages may link the feeds and the subscribe page: only when those
    /// are no more secret than the pages.
    var pagesLinkFeeds: Bool { secret == nil || privacy == .secretPages }

    /// The subscribe page's or secret site's address from the site's root, to tell the owner.
    public var secretEntry: String? {
        if let pageFolder { return pageFolder + "/" }
        return subscribeFolder.map { $0 + "/" }
    }
}
