import Foundation
import TribeData

/// What `work` returns, run on a thread of its own; nil if it has not returned after `seconds`.
///
/// For tests of work that must end: one that waits forever, or long enough to count as a hang
/// for a user, fails its test instead of stopping the whole run. The thread is left to finish.
public func answer<Value: Sendable>(
    within seconds: Double, of work: @escaping @Sendable () -> Value
) -> Value? {
    let answer = ConcurrentResults<Value>(count: 1)
    let answered = DispatchSemaphore(value: 0)
    Thread {
        answer.set(0, work())
        answered.signal()
    }.start()
    guard answered.wait(timeout: .now() + seconds) == .success else { return nil }
    return answer.filled.first
}
