import Foundation
import TribeConcurrency
import TribeData

/// What `work` returns, run on a thread of its own; nil once that thread has used `seconds`
/// of CPU without returning (or, waiting instead, ten times as long by the clock).
///
/// For tests of work that must end: one that waits forever, or works so long it would count
/// as a hang for a user, fails its test instead of stopping the whole run; the thread is left
/// to finish. Counting the work's own CPU time, not the clock's, a test that runs beside
/// hundreds of others on two cores fails only for the work it measures.
public func answer<Value: Sendable>(
    withinCPU seconds: Double, of work: @escaping @Sendable () -> Value
) -> Value? {
    let answer = ConcurrentResults<Value>(count: 1)
    let clock = ConcurrentResults<clockid_t>(count: 1)
    let started = DispatchSemaphore(value: 0)
    let answered = DispatchSemaphore(value: 0)
    Thread {
        var own = clockid_t()
        pthread_getcpuclockid(pthread_self(), &own)
        clock.set(0, own)
        started.signal()
        answer.set(0, work())
        answered.signal()
    }.start()
    started.wait()
    guard let cpu = clock.filled.first else { return nil }
    let ended = waitWhileUnder(seconds, of: cpu) { answered.wait(timeout: .now() + 0.2) == .success }
    return ended ? answer.filled.first : nil
}

/// Whether `process` ended before it used `seconds` of CPU (or, waiting instead, ten times as
/// long by the clock); one that did not is terminated.
public func ended(_ process: Process, withinCPU seconds: Double) -> Bool {
    var cpu = clockid_t()
    guard clock_getcpuclockid(process.processIdentifier, &cpu) == 0 else { return !process.isRunning }
    let ended = waitWhileUnder(seconds, of: cpu) {
        guard process.isRunning else { return true }
        usleep(200_000)
        return !process.isRunning
    }
    if !ended { process.terminate() }
    process.waitUntilExit()
    return ended
}

/// Calls `done` until it says so, while `clock` shows less than `seconds` of CPU and the wall
/// clock less than ten times that; whether `done` said so.
private func waitWhileUnder(_ seconds: Double, of clock: clockid_t, done: () -> Bool) -> Bool {
    let wallDeadline = Date().addingTimeInterval(seconds * 10)
    while Date() < wallDeadline {
        if done() { return true }
        var spent = timespec()
        // A clock that can no longer be read belongs to a thread or process that has ended.
        guard clock_gettime(clock, &spent) == 0 else { return done() }
        if Double(spent.tv_sec) + Double(spent.tv_nsec) / 1e9 > seconds { return done() }
    }
    return done()
}
