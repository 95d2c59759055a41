extension String {
    /// Calls `body` with the text's UTF-8 where it lies, or with a copy's when the text keeps
    /// none of its own.
    ///
    /// `withUTF8` is mutating, so calling it meant copying the string first, and that copy
    /// retained and released its storage for every value a page writes. The same helper as
    /// `TribeRecurrence`'s, kept here because the template engine depends on no other module.
    func withUTF8InPlace<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = self
        return try text.withUTF8(body)
    }
}
