#line 1214 "chapters/00-preface.nw"
#include <getopt.h>
#include <stdlib.h>
#include "support.h"

enum { MOST_OPTIONS = 16, FIRST_CODE = 256 };

/* <<Report a wrong option>> */
#line 1298 "chapters/00-preface.nw"
/* One line on standard error; the demo's exit status, 2. */
static int demo_wrong(const char *demo, const char *before, const char *text, const char *after)
{
    fprintf(stderr, "%s: %s%s%s (try %s --help)\n", demo, before, text, after, demo);
    return 2;
}
/* <<Take the value of one option>> */
#line 1307 "chapters/00-preface.nw"
static int take_value(const char *demo, const demo_option *o, const char *value)
{
    char *end;
    long v;

    if (o->number == NULL) {
        *o->text = value;
        return 1;
    }
    v = strtol(value, &end, 10);
    if (*value == '\0' || *end != '\0' || v < o->low || v > o->high) {
        fprintf(stderr, "%s: --%s %s: give a whole number from %d to %d (try %s --help)\n",
                demo, o->name, value, o->low, o->high, demo);
        return 0;
    }
    *o->number = (int)v;
    return 1;
}
/* <<Choose between random input and the demo's own>> */
#line 1285 "chapters/00-preface.nw"
int demo_random_input(int *count, int *seed, int default_count)
{
    int random = *count >= 0 || *seed >= 0;

    if (*count < 0)
        *count = default_count;
    if (random && *seed < 0)
        *seed = 1;
    return random;
}

#line 1224 "chapters/00-preface.nw"
int demo_read_options(int argc, char **argv, const char *demo, void (*usage)(FILE *),
                      const demo_option *options, int count)
{
    struct option longs[MOST_OPTIONS + 2];
    char shorts[3 + 2 * MOST_OPTIONS] = ":h";   /* ':' first: a missing value is told apart */
    int code;

    if (count > MOST_OPTIONS)
        return demo_wrong(demo, "has more options than demo_read_options takes", "", "");
    /* <<Build getopt_long's tables from the options>> */
#line 1249 "chapters/00-preface.nw"
    int at = 2;

    for (int k = 0; k < count; k++) {
        longs[k] = (struct option){options[k].name, required_argument, NULL, FIRST_CODE + k};
        if (options[k].letter != 0) {
            shorts[at++] = (char)options[k].letter;
            shorts[at++] = ':';
        }
    }
    shorts[at] = '\0';
    longs[count] = (struct option){"help", no_argument, NULL, 'h'};
    longs[count + 1] = (struct option){NULL, 0, NULL, 0};
#line 1234 "chapters/00-preface.nw"
    opterr = 0;   /* we say what is wrong, in one line */
    optind = 1;
    while ((code = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
        /* <<Act on one option>> */
#line 1267 "chapters/00-preface.nw"
        const demo_option *o = NULL;

        if (code == 'h') {
            usage(stdout);
            return 0;
        }
        if (code == '?')
            return demo_wrong(demo, "unknown option ", argv[optind - 1], "");
        if (code == ':')
            return demo_wrong(demo, "", argv[optind - 1], " needs a value");
        for (int k = 0; k < count && o == NULL; k++)
            if (code == FIRST_CODE + k || code == options[k].letter)
                o = &options[k];
        if (!take_value(demo, o, optarg))
            return 2;
#line 1238 "chapters/00-preface.nw"
    }
    if (optind < argc)
        return demo_wrong(demo, "unexpected argument ", argv[optind], "");
    return -1;
}
