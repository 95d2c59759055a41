/// Which of the two input shapes a content folder holds.
public enum InputFormat: String, Sendable, Equatable {
    /// Raw TribeHub backend responses: `tribe.json`, `events.json`, `contacts.json`, optional `profiles.json`.
    case backendExport = "TribeHub export"
    /// TribePress's own `tribe.json` with extensions.
    case canonical = "TribePress file"
}
