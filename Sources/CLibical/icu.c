// libical linked into a release archive reaches ICU through Swift's own copy.
//
// Debian's libical calls a few ICU calendar functions (for RSCALE), under the names of the ICU
// it was built with (`ucal_open_72`). Foundation, linked in statically, already carries a whole
// ICU with its data, exporting the same functions as `swift_ucal_open` and so on. Each function
// below has the name libical asks for (ICU's own header renames it) and passes its arguments on,
// so the archive holds one ICU, not two; Debian's ICU data alone is 30 MB.
//
// The two ICUs differ in version, but these are ICU's stable C functions: their parameters have
// not changed since ICU 4. Built only with TRIBEPRESS_LIBICAL_LINKED (scripts/package).
#ifdef TRIBEPRESS_LIBICAL_LINKED
#include <unicode/ucal.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

#define FORWARD(type, name, parameters, arguments)                                                                    \
    type swift_##name parameters;                                                                                     \
    type name parameters { return swift_##name arguments; }
#define FORWARD_VOID(name, parameters, arguments)                                                                     \
    void swift_##name parameters;                                                                                     \
    void name parameters { swift_##name arguments; }

FORWARD(UChar *, u_strFromUTF8Lenient,
        (UChar * dest, int32_t capacity, int32_t *length, const char *source, int32_t sourceLength, UErrorCode *status),
        (dest, capacity, length, source, sourceLength, status))
FORWARD_VOID(ucal_add, (UCalendar * calendar, UCalendarDateFields field, int32_t amount, UErrorCode *status),
             (calendar, field, amount, status))
FORWARD_VOID(ucal_close, (UCalendar * calendar), (calendar))
FORWARD(UEnumeration *, ucal_getKeywordValuesForLocale,
        (const char *key, const char *locale, UBool commonlyUsed, UErrorCode *status),
        (key, locale, commonlyUsed, status))
FORWARD(int32_t, ucal_getLimit,
        (const UCalendar *calendar, UCalendarDateFields field, UCalendarLimitType type, UErrorCode *status),
        (calendar, field, type, status))
FORWARD(UDate, ucal_getMillis, (const UCalendar *calendar, UErrorCode *status), (calendar, status))
FORWARD(int32_t, ucal_get, (const UCalendar *calendar, UCalendarDateFields field, UErrorCode *status),
        (calendar, field, status))
FORWARD(UCalendar *, ucal_open,
        (const UChar *zone, int32_t length, const char *locale, UCalendarType type, UErrorCode *status),
        (zone, length, locale, type, status))
FORWARD_VOID(ucal_setAttribute, (UCalendar * calendar, UCalendarAttribute attribute, int32_t value),
             (calendar, attribute, value))
FORWARD_VOID(ucal_setDateTime,
             (UCalendar * calendar, int32_t year, int32_t month, int32_t day, int32_t hour, int32_t minute,
              int32_t second, UErrorCode *status),
             (calendar, year, month, day, hour, minute, second, status))
FORWARD_VOID(ucal_setDate, (UCalendar * calendar, int32_t year, int32_t month, int32_t day, UErrorCode *status),
             (calendar, year, month, day, status))
FORWARD_VOID(ucal_setMillis, (UCalendar * calendar, UDate time, UErrorCode *status), (calendar, time, status))
FORWARD_VOID(ucal_set, (UCalendar * calendar, UCalendarDateFields field, int32_t value), (calendar, field, value))
FORWARD_VOID(uenum_close, (UEnumeration * enumeration), (enumeration))
FORWARD(int32_t, uloc_setKeywordValue,
        (const char *keyword, const char *value, char *buffer, int32_t capacity, UErrorCode *status),
        (keyword, value, buffer, capacity, status))
FORWARD(const char *, uenum_next, (UEnumeration * enumeration, int32_t *length, UErrorCode *status),
        (enumeration, length, status))
#endif
