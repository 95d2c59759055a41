/* Expands the benchmark's rules with Debian's libical, as the yardstick for our engine.
 * usage: libical_expand OCCURRENCES_PER_RULE
 * Prints one line per rule: "libical <rule> <occurrences> <seconds> <occurrences/s>". */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    long wanted = argc > 1 ? atol(argv[1]) : 1000000;
    const char *rules[] = {"FREQ=DAILY", "FREQ=MONTHLY;BYDAY=-1FR"};
    unsigned long sink = 0;
    for (int r = 0; r < 2; r++) {
        struct icalrecurrencetype recur = icalrecurrencetype_from_string(rules[r]);
        long produced = 0;
        double started = now();
        while (produced < wanted) {
            /* Restart from 2000 whenever a pass runs out of years, so both rules expand the
             * same number of occurrences whatever libical's upper year is. */
            struct icaltimetype start = icaltime_from_string("20000107T090000");
            icalrecur_iterator *iterator = icalrecur_iterator_new(recur, start);
            long pass = 0;
            while (produced < wanted) {
                struct icaltimetype next = icalrecur_iterator_next(iterator);
                if (icaltime_is_null_time(next) || next.year > 2399) break;
                sink += (unsigned long)next.day;
                produced++;
                pass++;
            }
            icalrecur_iterator_free(iterator);
            if (pass == 0) break;
        }
        double seconds = now() - started;
        printf("libical %s %ld %.3f %.0f\n", rules[r], produced, seconds, produced / seconds);
    }
    fprintf(stderr, "(checksum %lu)\n", sink);
    return 0;
}
