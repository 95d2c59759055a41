#ifndef CLIBICAL_H
#define CLIBICAL_H

#include <libical/ical.h>

/// libical, loaded the first time anything asks for it rather than when TribePress starts.
///
/// Only a family that overlays other people's calendars needs libical; linking it made every
/// run load it, ICU and their relocations first (1.5 ms of `tribepress --version`). The
/// functions TribePress calls are defined in this target under libical's own names and call
/// into the library once it is loaded.

/// Loads libical if it is not loaded yet; NULL when it is, else why it could not be.
/// Call it before any libical function: without the library they abort.
const char *tribepress_libical_problem(void);

#endif
