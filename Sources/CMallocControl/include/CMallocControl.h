#ifndef TRIBEPRESS_MALLOC_CONTROL_H
#define TRIBEPRESS_MALLOC_CONTROL_H

#include <stddef.h>

/// Limits the memory tcmalloc keeps in its per-thread caches to `bytes` in all, when tcmalloc is
/// the process's allocator (the `tribepress` executable links it); otherwise does nothing.
void tribepress_malloc_limit_thread_caches(size_t bytes);

/// Gives the free pages tcmalloc holds back to the system, when tcmalloc is the allocator;
/// otherwise does nothing.
void tribepress_malloc_release_free_memory(void);

#endif
