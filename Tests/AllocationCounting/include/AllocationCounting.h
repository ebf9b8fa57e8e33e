#ifndef FOLIO_ALLOCATION_COUNTING_H
#define FOLIO_ALLOCATION_COUNTING_H

/// Starts counting the heap allocations (malloc and its kin: every Swift object, array and
/// string storage among them) the calling thread makes. Linux only: elsewhere nothing is
/// counted.
void folio_allocation_counting_begin(void);

/// Stops counting on the calling thread and returns how many allocations it made since
/// folio_allocation_counting_begin.
long folio_allocation_counting_end(void);

/// Whether counting works on this system: the test program's own malloc is the one every
/// library reaches.
int folio_allocation_counting_is_available(void);

#endif
