import CAllocator

/// Has the allocator keep freed memory for the process's next allocations instead of giving it
/// back to the system; true when the allocator took both settings, false where it refused one
/// or is not glibc's (the command then runs as before).
///
/// glibc maps each block over its threshold (128 KB, rising to the largest such block freed so
/// far) afresh and unmaps it when it is freed, and gives back what is free at the top of its
/// heaps past twice that. Every page the process then touches again is a fault the kernel
/// zero-fills, and on a virtual machine the host may have to back it first: ~3 µs for every
/// 4 KB on the 2-core CI machine. The large export's `check` faulted 63,000 times, 46,000 with
/// memory kept, and took 5 % less time. Blocks up to 32 MB (glibc's ceiling for this setting)
/// now come from the heaps and nothing is given back, so memory stays at its peak (+10 MB),
/// which a command that exits right after its work never needed to lower.
///
/// Not for `build`: it faulted less too, but no faster, since every page the heap keeps is one
/// the files it writes then take fresh from the system. Not for `serve`, which must give
/// memory back.
@discardableResult
public func keepFreedMemoryForReuse() -> Bool {
    tribepress_keep_freed_memory() == 1
}
