#ifndef CMARKDOWNARENA_H
#define CMARKDOWNARENA_H

#include <stddef.h>

/// An allocator for one Markdown render at a time on each thread, in cmark's `cmark_mem` shape.
///
/// cmark allocates and frees a node, a buffer or a delimiter for every piece of inline text;
/// through malloc that was half the time a large family's pages spent in cmark. Here
/// allocations are carved from the thread's chunks, freeing is nothing, and
/// `tribepress_arena_reset` gives everything back at once after the render.

/// Zeroed memory for `count` items of `size` bytes, aligned to 16 bytes; aborts when out of
/// memory, as cmark's own allocator does.
void *tribepress_arena_calloc(size_t count, size_t size);
/// `pointer`'s memory grown (or not) to `size` bytes, its content kept.
void *tribepress_arena_realloc(void *pointer, size_t size);
/// Nothing: the memory goes back at the next reset.
void tribepress_arena_free(void *pointer);
/// Forgets every allocation the thread made since its last reset, keeping its first chunk.
void tribepress_arena_reset(void);

#endif
