// The little of a C library the Embedded Swift module needs in the browser: memory (a
// size-class allocator over the module's linear memory, growing it as needed) and the
// mem* functions, which bulk-memory instructions implement.
#include <stddef.h>
#include <stdint.h>

extern unsigned char __heap_base;

enum { HEADER = 16, SMALLEST = 4, CLASSES = 31 };

static uintptr_t heap_top;
static void *free_blocks[CLASSES];

static void *take_from_heap(size_t size) {
    if (heap_top == 0) heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
    if (size > SIZE_MAX - heap_top) return NULL;
    uintptr_t end = heap_top + size;
    size_t have = __builtin_wasm_memory_size(0) * 65536;
    if (end > have) {
        size_t pages = (end - have + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return NULL;
    }
    void *block = (void *)heap_top;
    heap_top = end;
    return block;
}

void *malloc(size_t size) {
    unsigned class = SMALLEST;
    while (((size_t)1 << class) - HEADER < size) {
        class += 1;
        if (class >= CLASSES) return NULL;
    }
    void **block = free_blocks[class];
    if (block) {
        free_blocks[class] = *block;
    } else {
        block = take_from_heap((size_t)1 << class);
        if (!block) return NULL;
    }
    *(uint32_t *)block = class;
    return (unsigned char *)block + HEADER;
}

void free(void *pointer) {
    if (!pointer) return;
    void **block = (void **)((unsigned char *)pointer - HEADER);
    unsigned class = *(uint32_t *)block;
    if (class < SMALLEST || class >= CLASSES) return;
    *block = free_blocks[class];
    free_blocks[class] = block;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment > HEADER) return 22;
    void *pointer = malloc(size);
    if (!pointer) return 12;
    *result = pointer;
    return 0;
}

void *memcpy(void *destination, const void *source, size_t count) {
    __builtin_memcpy(destination, source, count);
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    __builtin_memmove(destination, source, count);
    return destination;
}

void *memset(void *destination, int value, size_t count) {
    __builtin_memset(destination, value, count);
    return destination;
}

int memcmp(const void *left, const void *right, size_t count) {
    const unsigned char *a = left, *b = right;
    for (size_t index = 0; index < count; index += 1) {
        if (a[index] != b[index]) return a[index] < b[index] ? -1 : 1;
    }
    return 0;
}

// Hashing seeds. The module only ever hashes what the page's own user typed, so there is no
// flooding to defend against, and a fixed sequence keeps every answer reproducible.
void arc4random_buf(void *buffer, size_t count) {
    static uint64_t state = 0x9E3779B97F4A7C15u;
    unsigned char *bytes = buffer;
    for (size_t index = 0; index < count; index += 1) {
        state += 0x9E3779B97F4A7C15u;
        uint64_t mixed = state;
        mixed = (mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9u;
        mixed = (mixed ^ (mixed >> 27)) * 0x94D049BB133111EBu;
        bytes[index] = (unsigned char)(mixed ^ (mixed >> 31));
    }
}
