// Counts heap allocations for tests by defining malloc and its kin in the test program:
// on Linux the program's definitions are the ones every library's calls reach (the Swift
// runtime's too), and each hands the allocation on to the C library's own. Counting is per
// thread, so tests running beside the counting one are not counted.
#include "AllocationCounting.h"

#ifdef __linux__
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static __thread int isCounting;
static __thread long counted;

static inline void note(void) {
  if (isCounting) counted += 1;
}

void *malloc(size_t size) {
  note();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  note();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  note();
  return __libc_realloc(pointer, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
  note();
  return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  note();
  // EINVAL (22) for an alignment that is not a power of two times sizeof(void *).
  if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return 22;
  void *pointer = __libc_memalign(alignment, size);
  if (!pointer && size != 0) return 12;  // ENOMEM
  *result = pointer;
  return 0;
}

void folio_allocation_counting_begin(void) {
  counted = 0;
  isCounting = 1;
}

long folio_allocation_counting_end(void) {
  isCounting = 0;
  return counted;
}

int folio_allocation_counting_is_available(void) { return 1; }

#else

void folio_allocation_counting_begin(void) {}
long folio_allocation_counting_end(void) { return 0; }
int folio_allocation_counting_is_available(void) { return 0; }

#endif
