// tcmalloc's C interface, referenced weakly: in a program that does not link tcmalloc (the tests)
// the addresses are null and these functions do nothing.
#include "CMallocControl.h"

extern int MallocExtension_SetNumericProperty(const char *property, size_t value) __attribute__((weak));
extern void MallocExtension_ReleaseFreeMemory(void) __attribute__((weak));

void tribepress_malloc_limit_thread_caches(size_t bytes) {
    if (MallocExtension_SetNumericProperty) {
        MallocExtension_SetNumericProperty("tcmalloc.max_total_thread_cache_bytes", bytes);
    }
}

void tribepress_malloc_release_free_memory(void) {
    if (MallocExtension_ReleaseFreeMemory) {
        MallocExtension_ReleaseFreeMemory();
    }
}
