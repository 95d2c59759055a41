extension Array {
    /// The first position whose element `isAtOrPast` accepts, in an array ordered so that it
    /// rejects a prefix and accepts the rest; the count when it accepts none. A binary search:
    /// the timeline, the merge of sorted runs and the line index each find positions this way.
    public func partitionPoint(where isAtOrPast: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAtOrPast(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
