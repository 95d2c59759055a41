#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "CMarkdownArena.h"

// A chunk is 32 bytes of bookkeeping, then the allocations, each after a 16-byte header
// holding its size (for realloc), so every pointer handed out is 16-byte aligned.
typedef struct chunk {
    struct chunk *next;
    size_t capacity;
    size_t used;
    size_t unused;
    unsigned char data[];
} chunk;

typedef struct {
    size_t size;
    size_t unused;
} header;

enum { chunk_capacity = 1 << 20, alignment = 16 };

static _Thread_local chunk *first_chunk = NULL;
static _Thread_local chunk *current_chunk = NULL;
// The last allocation of the current chunk, which realloc may grow where it is.
static _Thread_local header *last_allocation = NULL;

static size_t rounded(size_t size) { return (size + alignment - 1) & ~(size_t)(alignment - 1); }

static void *allocate(size_t size) {
    if (size > SIZE_MAX / 2) abort();
    size_t needed = sizeof(header) + rounded(size);
    if (current_chunk == NULL || current_chunk->capacity - current_chunk->used < needed) {
        size_t capacity = needed > chunk_capacity ? needed : chunk_capacity;
        chunk *made = malloc(sizeof(chunk) + capacity);
        if (made == NULL) abort();
        made->next = NULL;
        made->capacity = capacity;
        made->used = 0;
        if (current_chunk != NULL) {
            current_chunk->next = made;
        } else {
            first_chunk = made;
        }
        current_chunk = made;
    }
    header *block = (header *)(current_chunk->data + current_chunk->used);
    block->size = size;
    current_chunk->used += needed;
    last_allocation = block;
    return block + 1;
}

void *tribepress_arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) abort();
    void *memory = allocate(count * size);
    memset(memory, 0, count * size);
    return memory;
}

void *tribepress_arena_realloc(void *pointer, size_t size) {
    if (pointer == NULL) return allocate(size);
    header *block = (header *)pointer - 1;
    if (size <= block->size) return pointer;
    if (block == last_allocation) {
        size_t start = (size_t)((unsigned char *)block - current_chunk->data);
        size_t needed = sizeof(header) + rounded(size);
        if (current_chunk->capacity - start >= needed) {
            current_chunk->used = start + needed;
            block->size = size;
            return pointer;
        }
    }
    void *moved = allocate(size);
    memcpy(moved, pointer, block->size);
    return moved;
}

void tribepress_arena_free(void *pointer) { (void)pointer; }

void tribepress_arena_reset(void) {
    if (first_chunk == NULL) return;
    // Chunks past the first were made for one large render: they go back to the system.
    chunk *extra = first_chunk->next;
    while (extra != NULL) {
        chunk *next = extra->next;
        free(extra);
        extra = next;
    }
    first_chunk->next = NULL;
    first_chunk->used = 0;
    current_chunk = first_chunk;
    last_allocation = NULL;
}
