import TribeSite

extension SiteBuilder {
    /// The builder the commands use: what it makes is left for the end of the process to free.
    static var forCommandLine: SiteBuilder {
        var builder = SiteBuilder()
        builder.freesWhenDone = false
        return builder
    }
}
