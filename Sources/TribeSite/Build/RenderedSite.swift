/// A whole site held in memory: each file's path in the output folder and its bytes.
public struct RenderedSite: Sendable {
    public let files: [String: [UInt8]]
    /// What the run found and counted, warnings included.
    public let report: BuildReport
}
