/* Lists occurrences of a family's event series with Debian's libical, as the yardstick for
 * `tribepress occurrences --from 2026-01-01 --to 2029-01-01 --format csv`.
 *
 * usage: libical_occurrences SERIES.TSV [--from-dtstart]
 *
 * SERIES.TSV is what benchmarks/make-export.py writes: per line id, DTSTART (floating local time
 * "YYYYMMDDTHHMMSS", or "YYYYMMDD" for an all-day event), RRULE (empty for a one-off event),
 * duration in seconds, and comma-separated exdates in DTSTART's form. Each series is expanded
 * with icalrecur_iterator over 2026-01-01..2029-01-01 (Europe/London), exdates left out, and
 * every occurrence overlapping the window printed as "id,start,end": ISO 8601 with the UTC offset
 * for timed events, dates with an exclusive end for all-day ones.
 *
 * Rules without COUNT start at the window with icalrecur_iterator_set_start (libical 3.0+);
 * --from-dtstart walks every series from DTSTART instead, to check that skipping changes
 * nothing. */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static icaltimezone *london;

static void print_time(FILE *out, struct icaltimetype t) {
    if (t.is_date) {
        fprintf(out, "%04d-%02d-%02d", t.year, t.month, t.day);
        return;
    }
    int is_daylight = 0;
    int offset = icaltimezone_get_utc_offset(london, &t, &is_daylight);
    char sign = offset < 0 ? '-' : '+';
    if (offset < 0) offset = -offset;
    fprintf(out, "%04d-%02d-%02dT%02d:%02d:%02d%c%02d:%02d", t.year, t.month, t.day, t.hour, t.minute,
            t.second, sign, offset / 3600, offset / 60 % 60);
}

/* Wall-clock end: whole days are calendar days, as TribePress reads a duration. */
static struct icaltimetype end_of(struct icaltimetype start, int seconds) {
    struct icaltimetype end = start;
    if (start.is_date) {
        icaltime_adjust(&end, seconds / 86400, 0, 0, 0);
    } else {
        icaltime_adjust(&end, seconds / 86400, 0, 0, seconds % 86400);
    }
    return end;
}

/* Compares as wall-clock times, a date counting as its midnight. */
static int compare(struct icaltimetype a, struct icaltimetype b) {
    a.is_date = 0;
    b.is_date = 0;
    return icaltime_compare(a, b);
}

static int is_exdate(struct icaltimetype t, struct icaltimetype *exdates, int count) {
    for (int i = 0; i < count; i++) {
        if (icaltime_compare(t, exdates[i]) == 0) return 1;
    }
    return 0;
}

static void emit(FILE *out, const char *id, struct icaltimetype start, int seconds,
                 struct icaltimetype from, struct icaltimetype to) {
    struct icaltimetype end = end_of(start, seconds);
    if (compare(end, from) <= 0 || compare(start, to) >= 0) return;
    fprintf(out, "%s,", id);
    print_time(out, start);
    fputc(',', out);
    print_time(out, end);
    fputc('\n', out);
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s SERIES.TSV [--from-dtstart]\n", argv[0]);
        return 64;
    }
    int from_dtstart = argc > 2 && strcmp(argv[2], "--from-dtstart") == 0;
    FILE *in = fopen(argv[1], "r");
    if (!in) {
        perror(argv[1]);
        return 66;
    }
    london = icaltimezone_get_builtin_timezone("Europe/London");
    if (!london) {
        fprintf(stderr, "libical knows no Europe/London\n");
        return 69;
    }
    const struct icaltimetype from = icaltime_from_string("20260101T000000");
    const struct icaltimetype to = icaltime_from_string("20290101T000000");
    static char out_buffer[1 << 16];
    setvbuf(stdout, out_buffer, _IOFBF, sizeof out_buffer);

    char *line = NULL;
    size_t capacity = 0;
    struct icaltimetype exdates[64];
    while (getline(&line, &capacity, in) > 0) {
        line[strcspn(line, "\n")] = 0;
        char *fields[5] = {0};
        char *cursor = line;
        for (int i = 0; i < 5; i++) fields[i] = strsep(&cursor, "\t");
        if (!fields[3]) continue;
        const char *id = fields[0];
        struct icaltimetype dtstart = icaltime_from_string(fields[1]);
        int seconds = atoi(fields[3]);
        int exdate_count = 0;
        for (char *rest = fields[4], *text; rest && (text = strsep(&rest, ",")) && *text;) {
            if (exdate_count < 64) exdates[exdate_count++] = icaltime_from_string(text);
        }
        if (*fields[2] == 0) {
            emit(stdout, id, dtstart, seconds, from, to);
            continue;
        }
        struct icalrecurrencetype rule = icalrecurrencetype_from_string(fields[2]);
        icalrecur_iterator *iterator = icalrecur_iterator_new(rule, dtstart);
        if (!iterator) {
            fprintf(stderr, "series %s: libical rejects %s\n", id, fields[2]);
            continue;
        }
        /* An occurrence that starts up to a duration before the window still overlaps it. */
        struct icaltimetype skip_to = from;
        skip_to.is_date = dtstart.is_date;
        icaltime_adjust(&skip_to, -(seconds / 86400) - 1, 0, 0, 0);
        if (!from_dtstart && rule.count == 0 && compare(skip_to, dtstart) > 0) {
            icalrecur_iterator_set_start(iterator, skip_to);
        }
        for (struct icaltimetype next = icalrecur_iterator_next(iterator);
             !icaltime_is_null_time(next) && compare(next, to) < 0;
             next = icalrecur_iterator_next(iterator)) {
            if (!is_exdate(next, exdates, exdate_count)) emit(stdout, id, next, seconds, from, to);
        }
        icalrecur_iterator_free(iterator);
    }
    free(line);
    fclose(in);
    fflush(stdout);
    return 0;
}
