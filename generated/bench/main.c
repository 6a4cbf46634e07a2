#line 2044 "chapters/07-measuring.nw"
/* litgpu-bench: measure litgpu's kernels, their peers and the device's copy
   bandwidth in one run. Tangled from chapters/07-measuring.nw. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "driver.h"

/* <<The registry of cases>> */
#line 211 "chapters/07-measuring.nw"
#define BENCH_CASE(name) extern const bench_case bench_case_##name;
#include "cases.h"
#undef BENCH_CASE
#define BENCH_CASE(name) &bench_case_##name,
static const bench_case *const all_cases[] = {
#include "cases.h"
};
#undef BENCH_CASE
enum { all_case_count = (int)(sizeof all_cases / sizeof all_cases[0]) };
/* <<Explain the driver's options>> */
#line 1419 "chapters/07-measuring.nw"
static void usage(FILE *f)
{
    fprintf(f,
        "usage: litgpu-bench [options]\n"
        "Measure litgpu's kernels, the peer libraries that do the same job, and the\n"
        "device's copy bandwidth, in one run. Results go to standard output (or --output)\n"
        "as tab-separated values; progress goes to standard error.\n"
        "\n"
        /* <<Explain the options that choose what is measured>> */
#line 1441 "chapters/07-measuring.nw"
        "  -a, --algorithm LIST   algorithms to measure, comma-separated (default: all;\n"
        "                         --list shows them)\n"
        "  -i, --impl LIST        implementations: ours, cub, ... (default: all)\n"
        "  -n, --sizes LIST       sizes: numbers, powers 2^K, or ladders A..B that double\n"
        "                         from A up to B (default 2^16..2^28; a size that does not\n"
        "                         fit in the device's memory is reported as SKIP)\n"
        "  -p, --param LIST       the algorithm's parameter: input distribution, mean segment\n"
        "      --dist LIST        length, ... (default: each algorithm's own list)\n"
#line 1428 "chapters/07-measuring.nw"
        /* <<Explain the options that say how to measure and where to report>> */
#line 1455 "chapters/07-measuring.nw"
        "  -r, --samples N        timed samples per measurement (default 30; 20 or more for\n"
        "                         published numbers); a sample times one run, or a batch\n"
        "                         of runs on sets of buffers that together pass 8 L2s\n"
        "  -w, --warmup N         untimed samples before them (default 3, and at least 50 ms)\n"
        "  -s, --seed N           seed of the input generator (default 1)\n"
        "  -o, --output FILE      write the results to FILE instead of standard output\n"
        "  -d, --device N         the CUDA device (default 0)\n"
        "      --validate         keep the library's checks of device data on (default off:\n"
        "                         the peers make no such checks)\n"
        "      --commit TEXT      the commit measured, recorded in the header (tools/bench\n"
        "                         passes it; default $LG_BENCH_COMMIT or \"unknown\")\n"
        "  -q, --quiet            no progress on standard error\n"
#line 1429 "chapters/07-measuring.nw"
        "      --list             list the algorithms, implementations and parameters\n"
        "      --list-markdown    the same, as a Markdown table\n"
        "  -h, --help             this text\n"
        "Exit status: 0 if every measurement was correct, 1 if any was wrong or failed,\n"
        "2 for a bad command line.\n");
}
/* <<Refuse a bad command line>> */
#line 1711 "chapters/07-measuring.nw"
static int bad_usage(const char *format, ...)
{
    va_list args;

    fprintf(stderr, "litgpu-bench: ");
    va_start(args, format);
    vfprintf(stderr, format, args);
    va_end(args);
    fprintf(stderr, " (try litgpu-bench --help)\n");
    return 2;
}
/* <<The driver's options for getopt_long>> */
#line 1474 "chapters/07-measuring.nw"
enum { OPT_LIST = 256, OPT_LIST_MARKDOWN, OPT_VALIDATE, OPT_COMMIT };

static const struct option long_options[] = {
    {"help", no_argument, NULL, 'h'},
    {"list", no_argument, NULL, OPT_LIST},
    {"list-markdown", no_argument, NULL, OPT_LIST_MARKDOWN},
    {"quiet", no_argument, NULL, 'q'},
    {"validate", no_argument, NULL, OPT_VALIDATE},
    {"algorithm", required_argument, NULL, 'a'},
    {"algorithms", required_argument, NULL, 'a'},
    {"impl", required_argument, NULL, 'i'},
    {"param", required_argument, NULL, 'p'},
    {"dist", required_argument, NULL, 'p'},
    {"sizes", required_argument, NULL, 'n'},
    {"samples", required_argument, NULL, 'r'},
    {"warmup", required_argument, NULL, 'w'},
    {"seed", required_argument, NULL, 's'},
    {"output", required_argument, NULL, 'o'},
    {"device", required_argument, NULL, 'd'},
    {"commit", required_argument, NULL, OPT_COMMIT},
    {NULL, 0, NULL, 0},
};
/* ':' first: getopt_long returns ':' for a missing value, '?' for an
   unknown option. */
static const char short_options[] = ":hqa:i:p:n:r:w:s:o:d:";
/* <<Read whole numbers>> */
#line 1502 "chapters/07-measuring.nw"
static int parse_int(const char *text, long long low, long long high, long long *value)
{
    char *end;
    long long v;

    errno = 0;
    v = strtoll(text, &end, 10);
    if (*text == '\0' || *end != '\0' || errno != 0 || v < low || v > high)
        return 0;
    *value = v;
    return 1;
}
/* <<Read one size, a number or a power of two>> */
#line 1548 "chapters/07-measuring.nw"
static int parse_size(const char *text, long long *value)
{
    long long k;

    if (text[0] == '2' && text[1] == '^') {
        if (!parse_int(text + 2, 0, 30, &k))
            return 0;
        *value = 1LL << k;
        return 1;
    }
    return parse_int(text, 1, INT_MAX, value);
}

#line 1522 "chapters/07-measuring.nw"
static int parse_sizes(const char *list, bench_options *o)
{
    char item[64];
    const char *p = list;

    o->size_count = 0;
    while (*p != '\0') {
        size_t length = strcspn(p, ",");
        char *dots;
        long long first, last;

        if (length == 0 || length >= sizeof item)
            return 0;
        memcpy(item, p, length);
        item[length] = '\0';
        p += length + (p[length] == ',');
        /* <<Add one size or one ladder>> */
#line 1563 "chapters/07-measuring.nw"
        if ((dots = strstr(item, "..")) != NULL) {
            *dots = '\0';
            if (!parse_size(item, &first) || !parse_size(dots + 2, &last) || first > last)
                return 0;
        } else if (!parse_size(item, &first)) {
            return 0;
        } else {
            last = first;
        }
        for (long long n = first; n <= last; n *= 2) {
            if (o->size_count == BENCH_MAX_SIZES)
                return 0;
            o->sizes[o->size_count++] = (int)n;
        }
#line 1539 "chapters/07-measuring.nw"
    }
    return o->size_count > 0;
}
/* <<Find a name in a list>> */
#line 1582 "chapters/07-measuring.nw"
/* Is name one of the comma-separated words of list? A NULL list holds every name. */
static int in_list(const char *list, const char *name)
{
    size_t length = strlen(name);

    if (list == NULL)
        return 1;
    for (const char *p = list; *p != '\0'; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ',')) {
        if (strncmp(p, name, length) == 0 && (p[length] == ',' || p[length] == '\0'))
            return 1;
    }
    return 0;
}
/* <<Match implementations and parameters>> */
#line 1765 "chapters/07-measuring.nw"
static int count_impls(const bench_case *c, const char *impls)
{
    int count = 0;

    for (int k = 0; k < BENCH_MAX_IMPLS && c->impls[k] != NULL; k++)
        count += in_list(impls, c->impls[k]);
    return count;
}

static int param_ok(const bench_case *c, const char *param)
{
    return c->param_ok != NULL ? c->param_ok(param) : in_list(c->params, param);
}

/* <<Check every parameter of a list>> */
#line 1786 "chapters/07-measuring.nw"
/* Does the case accept every parameter of the comma-separated list? */
static int params_ok(const bench_case *c, const char *list)
{
    char param[64];

    for (const char *p = list; *p != '\0';) {
        size_t length = strcspn(p, ",");

        if (length == 0 || length >= sizeof param)
            return 0;
        memcpy(param, p, length);
        param[length] = '\0';
        if (!param_ok(c, param))
            return 0;
        p += length + (p[length] == ',');
    }
    return 1;
}
/* <<Record the command line>> */
#line 1810 "chapters/07-measuring.nw"
static void record_command(int argc, char **argv, bench_options *o)
{
    size_t used = 0;

    o->command[0] = '\0';
    for (int i = 0; i < argc && used + 2 < sizeof o->command; i++) {
        const char *word = i == 0 ? "litgpu-bench" : argv[i];
        int written = snprintf(o->command + used, sizeof o->command - used, "%s%s",
                               i ? " " : "", word);

        if (written < 0)
            break;
        used += (size_t)written;
    }
}
/* <<List the cases>> */
#line 1831 "chapters/07-measuring.nw"
static void list_cases(FILE *f, int markdown)
{
    if (markdown)
        fprintf(f, "| algorithm | implementations | parameters | "
                   "$n$ counts | bytes counted |\n| --- | --- | --- | --- | --- |\n");
    for (int i = 0; i < all_case_count; i++) {
        const bench_case *c = all_cases[i];
        char impls[256] = "";

        for (int k = 0; k < BENCH_MAX_IMPLS && c->impls[k] != NULL; k++)
            snprintf(impls + strlen(impls), sizeof impls - strlen(impls), "%s%s",
                     k ? ", " : "", c->impls[k]);
        if (markdown)
            fprintf(f, "| `%s` | %s | %s | %s | %s |\n", c->algorithm, impls, c->params,
                    c->element, c->bytes_rule);
        else
            fprintf(f, "%s: %s\n  implementations: %s\n  parameters: %s\n  n counts %s; "
                       "bytes: %s\n", c->algorithm, c->summary, impls, c->params, c->element,
                    c->bytes_rule);
    }
}
/* <<Check the names on the command line>> */
#line 1729 "chapters/07-measuring.nw"
static int check_options(const bench_options *o)
{
    int chosen = 0;

    /* <<Check that every algorithm named exists>> */
#line 1751 "chapters/07-measuring.nw"
    for (const char *p = o->algorithms; p != NULL && *p != '\0';) {
        size_t length = strcspn(p, ",");
        int found = 0;

        for (int i = 0; i < all_case_count; i++)
            found |= strlen(all_cases[i]->algorithm) == length &&
                     strncmp(all_cases[i]->algorithm, p, length) == 0;
        if (!found)
            return bad_usage("unknown algorithm \"%.*s\" (try --list)", (int)length, p);
        p += length + (p[length] == ',');
    }
#line 1734 "chapters/07-measuring.nw"
    for (int i = 0; i < all_case_count; i++) {
        const bench_case *c = all_cases[i];

        if (!in_list(o->algorithms, c->algorithm))
            continue;
        chosen += count_impls(c, o->impls);
        if (o->params != NULL && (o->params[0] == '\0' || !params_ok(c, o->params)))
            return bad_usage("%s takes no parameter \"%s\" (by default it measures %s)",
                             c->algorithm, o->params, c->params);
    }
    if (chosen == 0)
        return bad_usage("no algorithm chosen has the implementation(s) %s", o->impls);
    return -1;
}
/* <<Take one option>> */
#line 1626 "chapters/07-measuring.nw"
/* Option code with value v (NULL when it is missing) into o; -1 to go on,
   else the exit status. */
static int take_option(int code, const char *v, bench_options *o)
{
    long long number;

    switch (code) {
    case 'h':
        usage(stdout);
        return 0;
    case OPT_LIST:
    case OPT_LIST_MARKDOWN:
        list_cases(stdout, code == OPT_LIST_MARKDOWN);
        return 0;
    case 'q':
        o->quiet = 1;
        break;
    case OPT_VALIDATE:
        o->validate = 1;
        break;
    /* <<Take the options that name what to measure>> */
#line 1655 "chapters/07-measuring.nw"
    case 'a':
        if ((o->algorithms = v) == NULL)
            return bad_usage("--algorithm needs a list of algorithms");
        break;
    case 'i':
        if ((o->impls = v) == NULL)
            return bad_usage("--impl needs a list of implementations");
        break;
    case 'p':
        if ((o->params = v) == NULL)
            return bad_usage("--param needs a list of parameters");
        break;
    case 'n':
        if (v == NULL || !parse_sizes(v, o))
            return bad_usage("--sizes needs sizes from 1 to 2^31 - 1, such as 2^16..2^28 or 1000,5000");
        break;
#line 1647 "chapters/07-measuring.nw"
    /* <<Take the options that take numbers>> */
#line 1674 "chapters/07-measuring.nw"
    case 'r':
        if (v == NULL || !parse_int(v, 1, 100000, &number))
            return bad_usage("--samples needs a number from 1 to 100000");
        o->samples = (int)number;
        break;
    case 'w':
        if (v == NULL || !parse_int(v, 0, 1000, &number))
            return bad_usage("--warmup needs a number from 0 to 1000");
        o->warmup = (int)number;
        break;
    case 's':
        if (v == NULL || !parse_int(v, 0, LLONG_MAX, &number))
            return bad_usage("--seed needs a number from 0 up");
        o->seed = (uint64_t)number;
        break;
    case 'd':
        if (v == NULL || !parse_int(v, 0, 1024, &number))
            return bad_usage("--device needs a device number from 0 to 1024");
        o->device = (int)number;
        break;
#line 1648 "chapters/07-measuring.nw"
    /* <<Take the output and the commit>> */
#line 1697 "chapters/07-measuring.nw"
    case 'o':
        if ((o->output = v) == NULL || *v == '\0')
            return bad_usage("--output needs a file name");
        break;
    case OPT_COMMIT:
        if ((o->commit = v) == NULL)
            return bad_usage("--commit needs a text");
        break;
#line 1649 "chapters/07-measuring.nw"
    }
    return -1;
}
/* <<Read the driver's options>> */
#line 1598 "chapters/07-measuring.nw"
/* Fill o from the command line. Return -1 to go on measuring, or the exit
   status: 0 after --help or --list, 2 after a bad command line. */
static int read_options(int argc, char **argv, bench_options *o)
{
    const char *env = getenv("LG_BENCH_COMMIT");
    int code, done;

    *o = (bench_options){.samples = 30, .warmup = 3, .seed = 1,
                         .commit = env != NULL && *env != '\0' ? env : "unknown"};
    parse_sizes("2^16..2^28", o);
    record_command(argc, argv, o);
    opterr = 0;   /* the driver says what is wrong, in one line */
    optind = 1;
    while ((code = getopt_long(argc, argv, short_options, long_options, NULL)) != -1) {
        if (code == '?')
            return bad_usage("unknown option %s", argv[optind - 1]);
        /* a missing value: the option's own case says what it needs */
        done = code == ':' ? take_option(optopt, NULL, o) : take_option(code, optarg, o);
        if (done >= 0)
            return done;
    }
    if (optind < argc)
        return bad_usage("unexpected argument %s", argv[optind]);
    return check_options(o);
}
/* <<Measure one implementation and report it>> */
#line 1918 "chapters/07-measuring.nw"
static void report(bench_driver *s, const bench_case *c, int k, int n, const char *param,
                   const char *status, const bench_stats *stats, const char *why)
{
    char line[BENCH_MESSAGE_SIZE + 16];

    if (strcmp(status, "FAIL") == 0 || strcmp(status, "ERROR") == 0)
        s->failures++;
    snprintf(line, sizeof line, "%s: %s", status, why != NULL ? why : "");
    bench_write_row(s, c, c->impls[k], n, param, status, stats);
    bench_progress(s, c, c->impls[k], n, param, why != NULL ? line : status, stats);
}

static void measure_impl(bench_driver *s, const bench_case *c, void *state, int k, int n,
                         const char *param, int sets)
{
    char message[BENCH_MESSAGE_SIZE] = "";
    bench_stats stats;
    int outcome = bench_measure(s, c, state, k, sets, &stats, message);

    if (outcome == BENCH_OK)
        report(s, c, k, n, param, "ok", &stats, NULL);
    else
        report(s, c, k, n, param, outcome == BENCH_WRONG ? "FAIL" : "ERROR", NULL, message);
}
/* <<Measure one size of one case>> */
#line 1891 "chapters/07-measuring.nw"
static void measure_size(bench_driver *s, const bench_case *c, int n, const char *param)
{
    bench_input input = {n, param, s->options->seed, s->ctx, s->stream, 1};
    char message[BENCH_MESSAGE_SIZE] = "does not fit in the device's memory";
    void *state = NULL;
    int fits = bench_fits(c, n, param, 1), outcome = BENCH_OK;

    if (fits) {
        input.sets = bench_sets(s, c, n, param);
        outcome = c->setup(&state, &input, message);
    }
    for (int k = 0; k < BENCH_MAX_IMPLS && c->impls[k] != NULL; k++) {
        if (!in_list(s->options->impls, c->impls[k]))
            continue;
        if (!fits)
            report(s, c, k, n, param, "SKIP", NULL, message);
        else if (outcome != BENCH_OK)
            report(s, c, k, n, param, "ERROR", NULL, message);
        else
            measure_impl(s, c, state, k, n, param, input.sets);
    }
    if (fits)
        c->teardown(state);
}
/* <<Measure every case, parameter, size and implementation>> */
#line 1862 "chapters/07-measuring.nw"
static void measure_everything(bench_driver *s)
{
    const bench_options *o = s->options;

    for (int i = 0; i < all_case_count; i++) {
        const bench_case *c = all_cases[i];
        const char *params = o->params != NULL ? o->params : c->params;
        char param[64];

        if (!in_list(o->algorithms, c->algorithm) || count_impls(c, o->impls) == 0)
            continue;
        for (const char *p = params; *p != '\0';) {
            size_t length = strcspn(p, ",");

            snprintf(param, sizeof param, "%.*s", (int)length, p);
            for (int k = 0; k < o->size_count; k++)
                measure_size(s, c, o->sizes[k], param);
            p += length + (p[length] == ',');
        }
    }
}
/* <<Open and close the results file>> */
#line 1989 "chapters/07-measuring.nw"
static char partial_name[4096];

/* <<Open the results file and write its header>> */
#line 2001 "chapters/07-measuring.nw"
static int open_output(bench_driver *s)
{
    const char *name = s->options->output;
    const bench_case *chosen[64];
    int count = 0;

    s->out = stdout;
    if (name != NULL) {
        snprintf(partial_name, sizeof partial_name, "%s.partial", name);
        if ((s->out = fopen(partial_name, "w")) == NULL) {
            fprintf(stderr, "litgpu-bench: cannot write %s: %s\n", partial_name, strerror(errno));
            return 1;
        }
    }
    for (int i = 0; i < all_case_count && count < 64; i++)
        if (in_list(s->options->algorithms, all_cases[i]->algorithm) &&
            count_impls(all_cases[i], s->options->impls) > 0)
            chosen[count++] = all_cases[i];
    bench_write_header(s, chosen, count);
    return 0;
}

/* <<Close the results file and give it its name>> */
#line 2028 "chapters/07-measuring.nw"
static int close_output(bench_driver *s)
{
    if (s->out == stdout)
        return fflush(stdout) != 0;
    if (fclose(s->out) != 0 || rename(partial_name, s->options->output) != 0) {
        fprintf(stderr, "litgpu-bench: cannot write %s: %s\n", s->options->output,
                strerror(errno));
        return 1;
    }
    return 0;
}
/* <<Start the driver>> */
#line 1953 "chapters/07-measuring.nw"
static int start_driver(bench_driver *s, const bench_options *o)
{
    char message[BENCH_MESSAGE_SIZE] = "";

    *s = (bench_driver){.options = o, .started = bench_now()};
    if (lg_context_create(&s->ctx, o->device) != LG_OK) {
        fprintf(stderr, "litgpu-bench: %s\n", lg_context_last_error(NULL));
        return 1;
    }
    s->stream = lg_context_stream(s->ctx);
    if (!o->quiet)
        fprintf(stderr, "litgpu-bench: measuring the roofline\n");
    if (bench_lg(lg_context_set_validation(s->ctx, o->validate), s->ctx, message) != BENCH_OK ||
        bench_cuda(cudaGetDeviceProperties(&s->props, o->device), message,
                   "reading the device's properties") != BENCH_OK ||
        bench_gpu_start(&s->props, message) != BENCH_OK ||
        bench_cuda(cudaEventCreate(&s->start), message, "creating an event") != BENCH_OK ||
        bench_cuda(cudaEventCreate(&s->stop), message, "creating an event") != BENCH_OK ||
        bench_measure_roofline(s, message) != BENCH_OK) {
        fprintf(stderr, "litgpu-bench: %s\n", message);
        return 1;
    }
    /* <<Say what the device is and how fast it copies>> */
#line 1981 "chapters/07-measuring.nw"
    if (!o->quiet)
        fprintf(stderr, "litgpu-bench: %s, %d SMs, %d MiB of L2; copy bandwidth %.0f GB/s "
                        "(2^%d values)\n",
                s->props.name, s->props.multiProcessorCount, s->props.l2CacheSize >> 20,
                s->roofline_GBps, bench_log2(s->roofline_n));
#line 1976 "chapters/07-measuring.nw"
    return open_output(s);
}

/* <<The driver's main function>> */
#line 2090 "chapters/07-measuring.nw"
int main(int argc, char **argv)
{
    bench_options options;
    bench_driver driver;
    int status = read_options(argc, argv, &options);

    if (status >= 0)
        return status;
    if (start_driver(&driver, &options) != 0)
        return 1;
    measure_everything(&driver);
    status = close_output(&driver) || driver.failures > 0;
    lg_context_destroy(driver.ctx);
    if (driver.failures > 0)
        fprintf(stderr, "litgpu-bench: %d measurement(s) FAILED or had errors\n",
                driver.failures);
    return status;
}
