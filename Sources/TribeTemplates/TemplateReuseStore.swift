import Foundation

/// What sections made of objects shared across pages, kept for every page of one build.
///
/// The renderer reuses such output only when making it read nothing but the object and the
/// render's constants, so pages that share a store must share their constants too, and one
/// library: output is filed by where the section is in that library's templates.
public final class TemplateReuseStore: @unchecked Sendable {
    // Guarded by `lock`; two pages that make the same output at once make equal bytes.
    private var made: [ReuseKey: [UInt8]] = [:]
    private let lock = NSLock()

    public init() {}

    func output(for key: ReuseKey) -> [UInt8]? {
        lock.withLock { made[key] }
    }

    func keep(_ output: [UInt8], for key: ReuseKey) {
        lock.withLock { made[key] = output }
    }
}
