import Foundation

/// What `serve` shows: the last site that built, the problems of the last build that did not,
/// and a generation number every open page compares with its own.
final class PreviewState: @unchecked Sendable {
    // Guarded by `lock`: the server reads on its tasks while a rebuild publishes.
    private var site: [String: [UInt8]]?
    private var problems: [String] = []
    private var generation = 0
    private var listeners: [Int: @Sendable (Int) -> Void] = [:]
    private var nextListener = 0
    private let lock = NSLock()

    /// The current site, the problems to show over it, and its generation.
    var snapshot: (site: [String: [UInt8]]?, problems: [String], generation: Int) {
        lock.withLock { (site, problems, generation) }
    }

    /// A build succeeded: its site replaces the last one and the problems go.
    func publish(site: [String: [UInt8]]) {
        update {
            $0.site = site
            $0.problems = []
        }
    }

    /// A build failed: the last good site stays, with `problems` shown over it.
    func publish(problems: [String]) {
        update { $0.problems = problems }
    }

    /// Calls `listener` with each new generation until `stopListening` is called with the id.
    func listen(_ listener: @escaping @Sendable (Int) -> Void) -> Int {
        lock.withLock {
            nextListener += 1
            listeners[nextListener] = listener
            return nextListener
        }
    }

    func stopListening(_ id: Int) {
        _ = lock.withLock { listeners.removeValue(forKey: id) }
    }
}

private extension PreviewState {
    func update(_ change: (PreviewState) -> Void) {
        let (generation, listeners) = lock.withLock {
            change(self)
            self.generation += 1
            return (self.generation, Array(self.listeners.values))
        }
        for listener in listeners { listener(generation) }
    }
}
