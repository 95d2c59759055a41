/// One file of the site to make, on whichever core is free.
struct OutputJob: Sendable {
    let path: OutputPath
    /// What to say when `make` gives nothing (its template did not render).
    let failure: String
    /// The file's bytes, or nil when they could not be made.
    let make: @Sendable () -> [UInt8]?

    init(_ path: OutputPath, failure: String = "", make: @escaping @Sendable () -> [UInt8]?) {
        self.path = path
        self.failure = failure
        self.make = make
    }
}
