#ifndef CALLOCATOR_H
#define CALLOCATOR_H

/// Has glibc's malloc serve blocks up to 32 MB from its heaps and never trim them, so memory a
/// process freed is used again instead of being unmapped and faulted in afresh.
/// Returns 1 when both settings were taken, 0 when one was refused, -1 where the C library is not glibc.
int tribepress_keep_freed_memory(void);

#endif
