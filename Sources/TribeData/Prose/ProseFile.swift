/// A Markdown file of the content folder, attached by its front matter to one record's page.
///
/// ```markdown
/// ---
/// trip: 3
/// ---
/// We always stop at the crêperie in Quimper…
/// ```
public struct ProseFile: Sendable, Hashable {
    /// The file as messages show it (`content/trips/brittany.md`).
    public var path: String
    public var record: RecordReference
    /// Where the front matter names the record, for messages about it.
    public var recordLocation: SourceLocation
    /// The Markdown after the front matter.
    public var markdown: String

    public init(path: String, record: RecordReference, recordLocation: SourceLocation, markdown: String) {
        self.path = path
        self.record = record
        self.recordLocation = recordLocation
        self.markdown = markdown
    }
}
