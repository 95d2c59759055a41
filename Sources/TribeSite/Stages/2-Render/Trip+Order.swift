import TribeData

extension Trip {
    /// Whether this trip comes before `other` wherever trips are listed in time: the earlier
    /// first day first, then the lower id, so two trips that start together keep one order.
    func comesBefore(_ other: Trip) -> Bool {
        (start, id) < (other.start, other.id)
    }
}
