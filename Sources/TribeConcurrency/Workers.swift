import Dispatch
import Foundation
import Synchronization

/// How many cores a build's work is spread over, and the one way work is spread.
///
/// Every part of TribePress that works on several cores at once goes through `perform(_:_:)`
/// (or `Array.concurrentMap`, `Array(parts:onEveryCore:)` and `SharedValue.madeInBackground`,
/// which use it), so one number decides them all: the machine's cores, or `TRIBEPRESS_JOBS`.
/// The output never depends on it; only the time does.
public enum Workers {
    /// The environment variable that sets `count`.
    public static let variable = "TRIBEPRESS_JOBS"

    /// How many threads share a build's work: `TRIBEPRESS_JOBS` when it holds a whole number of
    /// at least 1, else the cores the machine offers this process. Read once, for the process.
    public static let count: Int = jobs(ProcessInfo.processInfo.environment[variable]) ?? machine

    /// Why `TRIBEPRESS_JOBS` cannot be used, or nil when it is unset or good.
    public static var problem: String? {
        guard let text = ProcessInfo.processInfo.environment[variable], !text.isEmpty, jobs(text) == nil else {
            return nil
        }
        return "\(variable) must be a whole number of threads, at least 1; found \"\(text)\""
    }

    /// Whether work offered to run beside this thread (`SharedValue.madeInBackground`, the
    /// second half of a large file's parse) should be: not when a build has one thread.
    public static var runsBackgroundWork: Bool { count > 1 }

    /// Calls `body` once with each of `0..<iterations`, on at most `count` threads at once, and
    /// returns when every call has. Calls may run in any order and at the same time.
    public static func perform(_ iterations: Int, _ body: @Sendable (Int) -> Void) {
        perform(iterations, workers: count, cores: machine, body)
    }

    /// `perform(_:_:)` with `workers` threads on a machine of `cores`.
    static func perform(_ iterations: Int, workers: Int, cores: Int, _ body: @Sendable (Int) -> Void) {
        guard iterations > 1, workers > 1 else {
            for iteration in 0..<max(iterations, 0) { body(iteration) }
            return
        }
        guard workers < cores else {
            // Dispatch's own spread over every core.
            DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
            return
        }
        // Fewer threads than cores: each takes the next iteration until none is left.
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: min(workers, iterations)) { _ in
            while true {
                let iteration = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard iteration < iterations else { return }
                body(iteration)
            }
        }
    }

    /// The machine's cores available to this process.
    static let machine = max(ProcessInfo.processInfo.activeProcessorCount, 1)

    static func jobs(_ text: String?) -> Int? {
        guard let text, let number = Int(text), number >= 1 else { return nil }
        return number
    }
}
