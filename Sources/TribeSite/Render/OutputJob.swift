import TribeTemplates

/// One file of the site to make, on whichever core is free.
struct OutputJob: Sendable {
    let path: OutputPath
    /// What to say, before the reason, when `make` fails (its template did not render).
    let failure: String
    /// The file's bytes.
    let make: @Sendable () throws(TemplateRenderError) -> [UInt8]

    init(_ path: OutputPath, failure: String = "", make: @escaping @Sendable () throws(TemplateRenderError) -> [UInt8])
    {
        self.path = path
        self.failure = failure
        self.make = make
    }
}
