/* Expands recurrence rules with libical's own iterator: the third engine of the differential test
 * (Tests/TribeRecurrenceTests/DifferentialTests.swift), beside ours and python-dateutil.
 *
 * usage: libical_rrule < CASES
 * Each line of CASES is "RULE<TAB>START<TAB>THROUGH", START and THROUGH floating wall-clock
 * times (YYYYMMDDTHHMMSS). Each answer is one line: the rule's instances up to THROUGH (at most
 * 1500), as YYYY-MM-DDTHH:MM:SS joined by ',' (empty when there are none); "REFUSED" when
 * libical cannot read the rule; "SLOW" when it takes longer than a quarter of a second;
 * "CRASHED" when libical crashes on it. Like python-dateutil, the iterator gives the start only
 * when the rule makes it.
 *
 * Each rule is expanded in a child process of its own, so that a rule libical crashes on or
 * walks forever costs that answer only. */
#include <libical/ical.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

enum { REFUSED = 3 };

/* In the child: writes the instances of one case to `out`, or exits with REFUSED. */
static void expand(char *line, FILE *out) {
    char *rule_text = strtok(line, "\t");
    char *start_text = strtok(NULL, "\t");
    char *through_text = strtok(NULL, "\t");
    if (!rule_text || !start_text || !through_text) _exit(REFUSED);
    icalerror_set_errors_are_fatal(0);
    struct icalrecurrencetype rule = icalrecurrencetype_from_string(rule_text);
    struct icaltimetype start = icaltime_from_string(start_text);
    struct icaltimetype through = icaltime_from_string(through_text);
    if (rule.freq == ICAL_NO_RECURRENCE || icaltime_is_null_time(start)) _exit(REFUSED);
    icalrecur_iterator *iterator = icalrecur_iterator_new(rule, start);
    if (!iterator) _exit(REFUSED);
    int written = 0;
    for (struct icaltimetype next = icalrecur_iterator_next(iterator);
         !icaltime_is_null_time(next) && written < 1500 && icaltime_compare(next, through) <= 0;
         next = icalrecur_iterator_next(iterator)) {
        fprintf(out, "%s%04d-%02d-%02dT%02d:%02d:%02d", written ? "," : "", next.year, next.month, next.day,
                next.hour, next.minute, next.second);
        written++;
    }
    fclose(out);
    _exit(0);
}

int main(void) {
    /* A parent process may hand down a blocked SIGALRM (a test runner launching this does). */
    sigset_t alarm;
    sigemptyset(&alarm);
    sigaddset(&alarm, SIGALRM);
    sigprocmask(SIG_UNBLOCK, &alarm, NULL);
    signal(SIGALRM, SIG_DFL);
    static char line[8192];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        int pipe_ends[2];
        if (pipe(pipe_ends) != 0) return 1;
        fflush(stdout);
        pid_t child = fork();
        if (child < 0) return 1;
        if (child == 0) {
            close(pipe_ends[0]);
            struct itimerval limit = {{0, 0}, {0, 250000}};
            setitimer(ITIMER_REAL, &limit, NULL);
            expand(line, fdopen(pipe_ends[1], "w"));
        }
        close(pipe_ends[1]);
        char *answer = NULL;
        size_t length = 0;
        FILE *collected = open_memstream(&answer, &length);
        char buffer[65536];
        ssize_t count;
        while ((count = read(pipe_ends[0], buffer, sizeof buffer)) > 0) fwrite(buffer, 1, (size_t)count, collected);
        fclose(collected);
        close(pipe_ends[0]);
        int status = 0;
        waitpid(child, &status, 0);
        if (WIFSIGNALED(status)) {
            puts(WTERMSIG(status) == SIGALRM ? "SLOW" : "CRASHED");
        } else if (WEXITSTATUS(status) == REFUSED) {
            puts("REFUSED");
        } else {
            printf("%s\n", answer);
        }
        free(answer);
    }
    return 0;
}
