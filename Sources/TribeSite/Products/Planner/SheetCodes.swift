import TribeData
import TribeQRCode
import TribeTemplates

/// The QR codes the printed sheets carry, leading from paper to the phone: the subscribe page
/// on the family's sheets, a member's own page (their feed) on their planner.
///
/// Each holds an absolute address made from `base_url`, so a site without one has none. With
/// secret addresses a code leads to the secret page, and only when the sheets are under the
/// same secret folder: a sheet anyone may read never carries a secret address. Drawn once per
/// build, one per address, however many sheets show it.
struct SheetCodes: Sendable {
    /// The subscribe page's code as the sheets' template takes it; nil without codes.
    let subscribe: TemplateValue?
    /// Each member's code, by member id.
    let members: [Int: TemplateValue]

    /// A code's printed width, quiet zone included: 2 cm, which a phone reads from an arm's length.
    static let millimetres = 20

    init(tribe: Tribe, settings: SiteSettings, map: SiteMap) {
        guard Self.absence(settings) == nil, let base = settings.baseURL else {
            subscribe = nil
            members = [:]
            return
        }
        let publishing = settings.publishing
        let label = settings.words(.scanToSubscribe)
        let code = { (path: OutputPath) -> TemplateValue? in
            let address = base + publishing.placed(path).description
            guard let code = QRCode(encoding: address) else { return nil }
            return [
                "svg": .text(code.svg(millimetres: Self.millimetres)), "address": .text(address),
                "label": .text(label),
            ]
        }
        subscribe = code(FeedsPage.path)
        var members: [Int: TemplateValue] = [:]
        for member in tribe.members {
            if let page = map.memberPage(member.id) { members[member.id] = code(page) }
        }
        self.members = members
    }

    /// Why the sheets carry no codes, for the build's summary; nil when they do.
    static func absence(_ settings: SiteSettings) -> String? {
        let publishing = settings.publishing
        guard publishing.publishesPages else { return nil }
        guard settings.baseURL != nil else {
            return
                "The printed sheets carry no QR codes: a code holds an absolute address, and site.json has no base_url."
        }
        guard publishing.pagesLinkFeeds else {
            return
                "The printed sheets carry no QR codes: the subscribe page's address is secret and the sheets are not."
        }
        return nil
    }
}

extension BuildReport {
    /// Why the printed sheets carry no QR codes, for the build's summary; nil when they do.
    public var missingSheetCodes: String? {
        SheetCodes.absence(settings)
    }
}
