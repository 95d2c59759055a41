/// Where `tribepress pull` keeps an export in a content folder, as the loader reads it.
///
/// The export's names in the content folder are symbolic links into `.tribehub/current/`, and
/// `current` is a link to the folder of the set in place (`.tribehub/pull-<n>/`); a pull puts
/// a new set in place by renaming one link over `current` (see `ExportStore`). A reader that
/// opened each name through `current` in turn could, while a pull puts a new set in place,
/// read one file of the old set and the next of the new: the loader resolves `current` once
/// and reads every name from that set's own folder.
public struct PulledExportLayout: Sendable {
    /// The hidden folder, inside the content folder, that holds the pulled sets.
    public static let folderName = ".tribehub"
    /// The link, inside that folder, to the set in place.
    public static let currentName = "current"
    /// The names a pull puts in the content folder: the backend's answers and the photos.
    public static let names = ["tribe.json", "events.json", "contacts.json", "profiles.json", MemberPhoto.folder]

    /// What the link at `name` in the content folder holds when a pull made it.
    public static func link(to name: String) -> String { folderName + "/" + currentName + "/" + name }

    /// For each name of the folder that is a pull's link, where its set in place holds it;
    /// empty when no pull has put a set in place.
    public static func resolved(in folder: String, fileIO: FileIO) -> [String: String] {
        let join = { (name: String) in folder.hasSuffix("/") ? folder + name : folder + "/" + name }
        guard let set = fileIO.linkTarget(join(folderName + "/" + currentName)), !set.isEmpty, !set.contains("/"),
            !set.hasPrefix(".")
        else { return [:] }
        var resolved: [String: String] = [:]
        for name in names where fileIO.linkTarget(join(name)) == link(to: name) {
            resolved[name] = join(folderName + "/" + set + "/" + name)
        }
        return resolved
    }
}
