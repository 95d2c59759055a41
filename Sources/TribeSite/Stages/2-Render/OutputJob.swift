import TribeTemplates

/// One file of the site to make, on whichever core is free.
struct OutputJob: Sendable {
    let path: OutputPath
    /// The page the file is and the template that makes it, which a failure names: the page
    /// as the site map names it, not in the secret folder it may be placed in, which a CI
    /// log must not show.
    let source: (page: OutputPath, template: String)?
    /// The file's bytes.
    let make: @Sendable () throws(TemplateRenderError) -> [UInt8]

    init(
        _ path: OutputPath, source: (page: OutputPath, template: String)? = nil,
        make: @escaping @Sendable () throws(TemplateRenderError) -> [UInt8]
    ) {
        self.path = path
        self.source = source
        self.make = make
    }

    /// What to say, before the reason, when `make` fails (its template did not render).
    ///
    /// Said only then: written out for each of a large family's thousands of files, the
    /// sentences would take as long as listing the jobs, on one core, before any could start.
    var failure: String {
        source.map { "the templates did not render \($0.page) (template \($0.template).mustache)" } ?? ""
    }
}
