extension FileIO {
    /// Puts `bytes` at `path` whole or not at all: written beside it as `.<name>.download`,
    /// renamed over it and synced, so neither a reader nor an interruption meets half a file.
    /// The folder is made if it is missing.
    public func replace(_ path: String, with bytes: [UInt8]) throws {
        let (folder, name) = Self.split(path)
        let partial = "\(folder)/.\(name).download"
        defer { try? remove(partial) }
        try createFolder(folder)
        try write(partial, bytes)
        try move(partial, path)
        try sync(path)
    }
}
