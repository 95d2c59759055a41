/* Expands a feed's series with libical, the reference iCalendar library: the independent half of
 * the test that a feed means the same in every reader (Tests/TribePressTests/FeedTests.swift).
 *
 * usage: libical_expand FROM TO FEED.ics    (FROM, TO: seconds since 1970, UTC)
 * Prints "UID START" for each occurrence of each series (a VEVENT without RECURRENCE-ID) that
 * starts in [FROM, TO), START in seconds since 1970, as icalcomponent_foreach_recurrence gives
 * them: DTSTART, the rule's instances and RDATEs, less EXDATEs, each zone read from the feed's
 * own VTIMEZONE. */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>

static void print_occurrence(icalcomponent *component, struct icaltime_span *span, void *data) {
    (void)data;
    printf("%s %lld\n", icalcomponent_get_uid(component), (long long)span->start);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: libical_expand FROM TO FEED.ics\n");
        return 64;
    }
    FILE *file = fopen(argv[3], "rb");
    if (!file) {
        perror(argv[3]);
        return 66;
    }
    static char text[64 * 1024 * 1024];
    size_t length = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    text[length] = 0;
    icalcomponent *calendar = icalparser_parse_string(text);
    if (!calendar) {
        fprintf(stderr, "%s: libical could not parse it\n", argv[3]);
        return 65;
    }
    struct icaltimetype from = icaltime_from_timet_with_zone((time_t)atoll(argv[1]), 0, icaltimezone_get_utc_timezone());
    struct icaltimetype to = icaltime_from_timet_with_zone((time_t)atoll(argv[2]), 0, icaltimezone_get_utc_timezone());
    for (icalcomponent *event = icalcomponent_get_first_component(calendar, ICAL_VEVENT_COMPONENT); event;
         event = icalcomponent_get_next_component(calendar, ICAL_VEVENT_COMPONENT)) {
        if (icalcomponent_get_first_property(event, ICAL_RECURRENCEID_PROPERTY)) continue;
        icalcomponent_foreach_recurrence(event, from, to, print_occurrence, NULL);
    }
    icalcomponent_free(calendar);
    return 0;
}
