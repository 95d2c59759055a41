/// `value / divisor` rounded down, for a positive `divisor`: a wall time before 1970 falls on
/// its own day, not the next one, as truncating division would put it.
@inlinable @inline(__always)
public func floorDivide(_ value: Int, _ divisor: Int) -> Int {
    value >= 0 ? value / divisor : (value - divisor + 1) / divisor
}

/// What is left after `floorDivide`: from 0 to `divisor - 1`, whatever the sign of `value`.
@inlinable @inline(__always)
public func floorModulo(_ value: Int, _ divisor: Int) -> Int {
    value - floorDivide(value, divisor) * divisor
}
