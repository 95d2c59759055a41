/// Reads the members' photos from `avatars/<user_id>.<jpg|png|webp>` in the content folder.
///
/// `tribepress pull` puts them there; a family may too. Each is published only if it is what
/// its name says by its bytes, at most `PhotoKind.maximumBytes`, and belongs to a member;
/// anything else is a warning and the member keeps their initials. A folder without photos,
/// or a pull's link to a set without them, is simply no photos.
struct PhotoLoader {
    let files: ContentFiles

    /// The photos of `members`, and each member's `photo` set to the photo's file name.
    func load(into members: inout [Member]) -> [MemberPhoto] {
        let folder = files.path(of: MemberPhoto.folder)
        let reading = files.readingPath(of: MemberPhoto.folder)
        guard files.fileIO.kind(reading) == .folder, let names = try? files.fileIO.listEntries(reading) else {
            return []
        }
        let indices = Dictionary(members.indices.map { (members[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        var photos: [MemberPhoto] = []
        for name in names where !name.hasPrefix(".") {
            // Named as the family sees it, read from where it is.
            let path = folder + "/" + name
            let source = reading + "/" + name
            let parts = name.split(separator: ".", maxSplits: 1)
            guard parts.count == 2, let id = Int(parts[0]), let kind = PhotoKind(rawValue: parts[1].lowercased()) else {
                files.log.warning(
                    "not a member's photo: photos are named <user_id>.jpg, .png or .webp; not published", file: path)
                continue
            }
            guard let index = indices[id] else {
                files.log.warning("no member has the user id \(id); the photo is not published", file: path)
                continue
            }
            guard members[index].photo == nil else {
                files.log.warning(
                    "\(members[index].displayName) has another photo, \(members[index].photo ?? ""); this one is not published",
                    file: path)
                continue
            }
            guard let what = files.fileIO.describe(source), what == "a file" else {
                files.log.warning(
                    "\(files.fileIO.describe(source) ?? "nothing"), not a file; the photo is not published", file: path)
                continue
            }
            let bytes: [UInt8]
            do {
                bytes = try files.fileIO.read(source)
            } catch {
                files.log.warning("cannot read the photo: \(error); it is not published", file: path)
                continue
            }
            guard bytes.count <= PhotoKind.maximumBytes else {
                files.log.warning(
                    "the photo holds \(bytes.count) bytes, more than the \(PhotoKind.maximumBytes) a photo may; not published",
                    file: path)
                continue
            }
            guard PhotoKind(bytes: bytes) == kind else {
                let found =
                    PhotoKind(bytes: bytes).map { "a \($0.fileExtension.uppercased()) picture" } ?? "not a picture"
                files.log.warning(
                    "named .\(kind.fileExtension) but its bytes are \(found); not published (initials stand in)",
                    file: path)
                continue
            }
            let photo = MemberPhoto(memberID: id, kind: kind, bytes: bytes)
            members[index].photo = photo.fileName
            photos.append(photo)
        }
        return photos
    }
}
