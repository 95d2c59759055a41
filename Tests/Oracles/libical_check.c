/* Parses iCalendar files with libical, the reference C implementation, and prints every
 * X-LIC-ERROR property it attaches to what it could not understand.
 * usage: libical_check FILE...   exit status 1 when any error was found. */
#include <libical/ical.h>
#include <stdio.h>
#include <stdlib.h>

static int report(icalcomponent *component, const char *file) {
    int found = 0;
    for (icalproperty *property = icalcomponent_get_first_property(component, ICAL_XLICERROR_PROPERTY); property;
         property = icalcomponent_get_next_property(component, ICAL_XLICERROR_PROPERTY)) {
        printf("%s: %s: %s\n", file, icalcomponent_kind_to_string(icalcomponent_isa(component)), icalproperty_get_xlicerror(property));
        found++;
    }
    for (icalcomponent *child = icalcomponent_get_first_component(component, ICAL_ANY_COMPONENT); child;
         child = icalcomponent_get_next_component(component, ICAL_ANY_COMPONENT)) {
        found += report(child, file);
    }
    return found;
}

int main(int argc, char **argv) {
    int errors = 0;
    for (int i = 1; i < argc; i++) {
        FILE *handle = fopen(argv[i], "rb");
        if (!handle) { printf("%s: cannot open\n", argv[i]); errors++; continue; }
        fseek(handle, 0, SEEK_END);
        long size = ftell(handle);
        fseek(handle, 0, SEEK_SET);
        char *text = malloc((size_t)size + 1);
        size_t read = fread(text, 1, (size_t)size, handle);
        text[read] = 0;
        fclose(handle);
        icalcomponent *calendar = icalparser_parse_string(text);
        if (!calendar) { printf("%s: libical could not parse it\n", argv[i]); errors++; }
        else {
            /* Checking restrictions adds X-LIC-ERRORs for properties that occur too often or not at all. */
            icalrestriction_check(calendar);
            errors += report(calendar, argv[i]);
            icalcomponent_free(calendar);
        }
        free(text);
    }
    printf("%d error%s\n", errors, errors == 1 ? "" : "s");
    return errors ? 1 : 0;
}
