import TribeData

/// Downloads the members' photos that are not TribeHub's placeholder.
///
/// A photo is published on the family's pages, so it is checked like everything published: at
/// most `PhotoKind.maximumBytes`, and a JPEG, PNG or WebP picture by its bytes. It is fetched
/// without the session's token (TribeHub keeps photos at Cloudinary, another host), over
/// `https` unless it is on this machine. A photo that cannot be had is no reason to keep the
/// family's new events from them: the member keeps the photo of the last pull, or their
/// initials, and a warning says why.
struct PhotoDownloader {
    let client: WebClient

    /// The outcome for one member: the photo, and a warning when it is not the one asked for.
    struct Outcome {
        var photo: MemberPhoto?
        var warning: String?
    }

    /// Whether `address` is TribeHub's stand-in for a member without a photo: the profile
    /// model's default, `../placeholder_profile_xnpcwj.webp`, which Cloudinary serves as
    /// `…/image/upload/v1/../placeholder_profile_xnpcwj.webp`.
    static func isPlaceholder(_ address: String) -> Bool {
        let name = address.split(separator: "/").last.map(String.init) ?? address
        return name.hasPrefix("placeholder_profile")
    }

    /// Fetches the photo at `address` for `memberID`; `previous` is the member's photo in the
    /// export in place, kept when the new one cannot be had.
    func download(_ address: String, memberID: Int, name: String, previous: MemberPhoto?) async -> Outcome {
        let keeping = previous == nil ? "their initials stand in for it" : "the photo of the last pull is kept"
        guard let parsed = WebAddress(address) else {
            return Outcome(
                photo: previous,
                warning:
                    "the photo of \(name) (user \(memberID)) is at \(address.quotedForMessage), not a web address; "
                    + keeping)
        }
        let request = WebRequest(.get, parsed, headers: [("Accept", "image/webp,image/png,image/jpeg")])
        do {
            let response = try await client.send(
                request, redirects: .anyHost, plaintext: .loopbackOnly, maximumBytes: PhotoKind.maximumBytes)
            guard response.status == 200 else {
                return Outcome(
                    photo: previous,
                    warning: "the photo of \(name) (user \(memberID)) at \(parsed.origin) answered \(response.status); "
                        + keeping)
            }
            guard let kind = PhotoKind(bytes: response.body) else {
                return Outcome(
                    photo: previous,
                    warning: "the photo of \(name) (user \(memberID)) is not a JPEG, PNG or WebP picture; " + keeping)
            }
            return Outcome(photo: MemberPhoto(memberID: memberID, kind: kind, bytes: response.body))
        } catch {
            return Outcome(photo: previous, warning: "the photo of \(name) (user \(memberID)): \(error); " + keeping)
        }
    }
}
