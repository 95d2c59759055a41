import Synchronization
import Testing

@testable import TribeConcurrency

/// `Workers.perform`: every iteration exactly once, however many workers share them.
struct WorkersTests {
    @Test(arguments: [(1, 4), (2, 4), (3, 4), (4, 4), (8, 2)])
    func everyIterationRunsOnceWhateverTheWorkers(workers: Int, cores: Int) {
        for iterations in [0, 1, 2, 7, 1_000] {
            let runs = Mutex([Int](repeating: 0, count: iterations))
            Workers.perform(iterations, workers: workers, cores: cores) { iteration in
                runs.withLock { $0[iteration] += 1 }
            }
            #expect(runs.withLock { $0 } == [Int](repeating: 1, count: iterations), "\(workers) of \(cores) cores")
        }
    }

    @Test func oneWorkerRunsTheIterationsInOrderOnThisThread() {
        let order = Mutex<[Int]>([])
        Workers.perform(5, workers: 1, cores: 4) { iteration in order.withLock { $0.append(iteration) } }
        #expect(order.withLock { $0 } == [0, 1, 2, 3, 4])
    }

    @Test func aCountIsAWholeNumberOfAtLeastOne() {
        #expect(Workers.jobs("3") == 3)
        #expect(Workers.jobs("1") == 1)
        #expect(Workers.jobs("0") == nil)
        #expect(Workers.jobs("-1") == nil)
        #expect(Workers.jobs("three") == nil)
        #expect(Workers.jobs(nil) == nil)
    }
}
