/// Keeps a value alive until the process ends, so what it holds is never freed piece by piece.
///
/// A command that exits right after its work gains nothing from freeing hundreds of thousands
/// of objects one by one: the kernel takes the whole address space back at once. Compilers
/// skip the same teardown for the same reason. Only for the command line; a long-running
/// process (`serve`) must free what it made.
public func keepUntilExit<Value>(_ value: Value) {
    _ = Unmanaged.passRetained(KeptValue(value))
}

private final class KeptValue<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
