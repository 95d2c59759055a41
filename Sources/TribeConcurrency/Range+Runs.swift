extension Range where Bound == Int {
    /// These positions in consecutive runs of `length` (the last may be shorter), for the
    /// cores to take a run at a time.
    public func runs(of length: Int) -> [Range<Int>] {
        stride(from: lowerBound, to: upperBound, by: length).map { $0..<Swift.min(upperBound, $0 + length) }
    }
}
