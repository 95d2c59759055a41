// In a release archive libical is linked in (scripts/package defines TRIBEPRESS_LIBICAL_LINKED):
// there is nothing to load, and libical's own functions are called directly.
#ifdef TRIBEPRESS_LIBICAL_LINKED
#include "CLibical.h"

const char *tribepress_libical_problem(void) { return NULL; }

#else
// The stubs below are hidden, so a program that exports its symbols (a test runner) does not
// offer them to libical in place of its own functions; without this, libical's header would
// declare them with default visibility.
#define LIBICAL_ICAL_STATIC_DEFINE
#include "CLibical.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

// Every libical function TribePress and its tests call: return type, name, parameters and the
// arguments passed on. A function missing here fails the link, not a run.
#define LIBICAL_FUNCTIONS(X, VOID)                                                                                    \
    VOID(icalcomponent_free, (icalcomponent * component), (component))                                                \
    VOID(icalmemory_free_buffer, (void *buffer), (buffer))                                                            \
    X(icalcomponent *, icalcomponent_get_first_component, (icalcomponent * c, icalcomponent_kind kind), (c, kind))    \
    X(icalcomponent *, icalcomponent_get_next_component, (icalcomponent * c, icalcomponent_kind kind), (c, kind))     \
    X(icalproperty *, icalcomponent_get_first_property, (icalcomponent * c, icalproperty_kind kind), (c, kind))       \
    X(icalproperty *, icalcomponent_get_next_property, (icalcomponent * c, icalproperty_kind kind), (c, kind))        \
    X(icaltimezone *, icalcomponent_get_timezone, (icalcomponent * c, const char *tzid), (c, tzid))                   \
    X(icalcomponent_kind, icalcomponent_isa, (const icalcomponent *c), (c))                                           \
    X(char *, icalcomponent_as_ical_string, (icalcomponent * c), (c))                                                 \
    X(const char *, icalcomponent_get_summary, (icalcomponent * c), (c))                                              \
    X(const char *, icalcomponent_kind_to_string, (icalcomponent_kind kind), (kind))                                  \
    VOID(icalerror_set_error_state, (icalerrorenum error, icalerrorstate state), (error, state))                      \
    X(const char *, icalparameter_get_tzid, (const icalparameter *p), (p))                                            \
    X(const char *, icalparameter_get_xname, (icalparameter * p), (p))                                                \
    X(const char *, icalparameter_get_xvalue, (icalparameter * p), (p))                                               \
    X(icalparser *, icalparser_new, (void), ())                                                                       \
    VOID(icalparser_free, (icalparser * parser), (parser))                                                            \
    X(icalcomponent *, icalparser_add_line, (icalparser * parser, char *line), (parser, line))                        \
    X(icalparser_state, icalparser_get_state, (icalparser * parser), (parser))                                        \
    X(icalcomponent *, icalparser_parse_string, (const char *text), (text))                                           \
    X(icalparameter *, icalproperty_get_first_parameter, (icalproperty * p, icalparameter_kind kind), (p, kind))      \
    X(icalparameter *, icalproperty_get_next_parameter, (icalproperty * p, icalparameter_kind kind), (p, kind))       \
    X(struct icaltimetype, icalproperty_get_dtstart, (const icalproperty *p), (p))                                    \
    X(struct icaltimetype, icalproperty_get_dtend, (const icalproperty *p), (p))                                      \
    X(struct icaldurationtype, icalproperty_get_duration, (const icalproperty *p), (p))                               \
    X(struct icaltimetype, icalproperty_get_exdate, (const icalproperty *p), (p))                                     \
    X(struct icaldatetimeperiodtype, icalproperty_get_rdate, (const icalproperty *p), (p))                            \
    X(struct icaltimetype, icalproperty_get_recurrenceid, (const icalproperty *p), (p))                               \
    X(enum icalproperty_status, icalproperty_get_status, (const icalproperty *p), (p))                                \
    X(const char *, icalproperty_get_location, (const icalproperty *p), (p))                                          \
    X(const char *, icalproperty_get_summary, (const icalproperty *p), (p))                                           \
    X(const char *, icalproperty_get_uid, (const icalproperty *p), (p))                                               \
    X(const char *, icalproperty_get_property_name, (const icalproperty *p), (p))                                     \
    X(const char *, icalproperty_get_value_as_string, (const icalproperty *p), (p))                                   \
    X(char *, icalproperty_get_value_as_string_r, (const icalproperty *p), (p))                                       \
    X(const char *, icalproperty_get_x, (const icalproperty *p), (p))                                                 \
    X(const char *, icalproperty_get_x_name, (icalproperty * p), (p))                                                 \
    X(const char *, icalproperty_get_xlicerror, (const icalproperty *p), (p))                                         \
    X(int, icalrestriction_check, (icalcomponent * c), (c))                                                           \
    X(time_t, icaltime_as_timet_with_zone, (const struct icaltimetype t, const icaltimezone *zone), (t, zone))        \
    X(struct icaltimetype, icaltime_from_timet_with_zone,                                                             \
      (const time_t t, const int is_date, const icaltimezone *zone), (t, is_date, zone))                              \
    X(int, icaltime_is_null_time, (const struct icaltimetype t), (t))                                                 \
    X(int, icaltime_is_utc, (const struct icaltimetype t), (t))                                                       \
    X(struct icaltimetype, icaltime_null_time, (void), ())

#define POINTER(type, name, parameters, arguments) static type(*real_##name) parameters;
#define VOID_POINTER(name, parameters, arguments) static void(*real_##name) parameters;
LIBICAL_FUNCTIONS(POINTER, VOID_POINTER)

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char problem[512];

static void load(void) {
    void *library = dlopen("libical.so.3", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        // dlerror's text lives in a buffer the next dl call reuses: keep a copy.
        snprintf(problem, sizeof problem, "libical could not be loaded (%s); install libical3", dlerror());
        return;
    }
#define RESOLVE(type, name, parameters, arguments)                                                                    \
    if (!(real_##name = (type(*) parameters)dlsym(library, #name))) {                                                 \
        snprintf(problem, sizeof problem, "the libical found has no %s; install libical3", #name);                    \
        return;                                                                                                       \
    }
#define VOID_RESOLVE(name, parameters, arguments) RESOLVE(void, name, parameters, arguments)
    LIBICAL_FUNCTIONS(RESOLVE, VOID_RESOLVE)
}

const char *tribepress_libical_problem(void) {
    pthread_once(&once, load);
    return problem[0] ? problem : NULL;
}

static void require(void) {
    const char *why = tribepress_libical_problem();
    if (why) {
        fprintf(stderr, "tribepress: %s\n", why);
        abort();
    }
}

#define STUB(type, name, parameters, arguments)                                                                       \
    __attribute__((visibility("hidden"))) type name parameters {                                                      \
        require();                                                                                                    \
        return real_##name arguments;                                                                                 \
    }
#define VOID_STUB(name, parameters, arguments)                                                                        \
    __attribute__((visibility("hidden"))) void name parameters {                                                      \
        require();                                                                                                    \
        real_##name arguments;                                                                                        \
    }
LIBICAL_FUNCTIONS(STUB, VOID_STUB)

#endif
