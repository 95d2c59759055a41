#include "CAllocator.h"

// Any C library header says which library this is; <malloc.h> is glibc's alone.
#include <limits.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int tribepress_keep_freed_memory(void) {
#if defined(__GLIBC__)
    // 32 MB is the largest mapping threshold glibc accepts on 64-bit systems.
    int mapped = mallopt(M_MMAP_THRESHOLD, 32 << 20);
    int trimmed = mallopt(M_TRIM_THRESHOLD, INT_MAX);
    return mapped == 1 && trimmed == 1;
#else
    return -1;
#endif
}
