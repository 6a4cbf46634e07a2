#line 829 "chapters/07-measuring.nw"
/* Timing: one run, one implementation, the roofline. */
#include <stdlib.h>
#include "driver.h"

#line 394 "chapters/07-measuring.nw"
static int time_one_run(bench_driver *s, const bench_case *c, void *state, int impl,
                        float *ms, char *message)
{
    int outcome;

    if ((outcome = c->prepare(state, impl, message)) != BENCH_OK ||
        (outcome = bench_flush_l2(s->stream, message)) != BENCH_OK ||
        (outcome = bench_cuda(cudaEventRecord(s->start, s->stream), message,
                              "recording the start event")) != BENCH_OK)
        return outcome;
    outcome = c->run(state, impl, message);
    if (outcome == BENCH_OK)
        outcome = bench_cuda(cudaEventRecord(s->stop, s->stream), message,
                             "recording the stop event");
    if (outcome == BENCH_OK)   /* a fault inside a kernel surfaces here */
        outcome = bench_cuda(cudaEventSynchronize(s->stop), message, "running");
    if (outcome == BENCH_OK)
        outcome = bench_cuda(cudaEventElapsedTime(ms, s->start, s->stop), message,
                             "reading the events");
    return outcome;
}
#line 430 "chapters/07-measuring.nw"
static int run_and_check(bench_driver *s, const bench_case *c, void *state, int impl,
                         float *ms, char *message)
{
    int outcome = time_one_run(s, c, state, impl, ms, message);

    return outcome == BENCH_OK ? c->check(state, impl, message) : outcome;
}
#line 482 "chapters/07-measuring.nw"
static int compare_floats(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;

    return (x > y) - (x < y);
}

static void summarize_times(float *times, int runs, bench_stats *stats)
{
    qsort(times, (size_t)runs, sizeof times[0], compare_floats);
    stats->runs = runs;
    stats->min_ms = times[0];
    stats->max_ms = times[runs - 1];
    stats->median_ms = runs % 2 ? times[runs / 2]
                                : 0.5 * ((double)times[runs / 2 - 1] + times[runs / 2]);
}
#line 447 "chapters/07-measuring.nw"
int bench_measure(bench_driver *s, const bench_case *c, void *state, int impl,
                  bench_stats *stats, char *message)
{
    int runs = s->options->runs, outcome = BENCH_OK;
    float *times = malloc(sizeof(float) * (size_t)runs);
    double warm_until = bench_now() + BENCH_WARMUP_SECONDS;

    if (times == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    for (int warm = 0; outcome == BENCH_OK &&
                       (warm < s->options->warmup || bench_now() < warm_until); warm++)
        outcome = run_and_check(s, c, state, impl, &times[0], message);
    for (int run = 0; run < runs && outcome == BENCH_OK; run++)
        outcome = run_and_check(s, c, state, impl, &times[run], message);
    if (outcome == BENCH_OK)
        summarize_times(times, runs, stats);
    free(times);
    return outcome;
}
#line 807 "chapters/07-measuring.nw"
int bench_fits(const bench_case *c, int n, const char *param)
{
    size_t free_bytes = 0, total_bytes = 0;

    if (cudaMemGetInfo(&free_bytes, &total_bytes) != cudaSuccess)
        return 0;
    return c->device_bytes(n, param) + BENCH_MEMORY_MARGIN <= (double)free_bytes;
}
#line 779 "chapters/07-measuring.nw"
int bench_measure_roofline(bench_driver *s, char *message)
{
    const bench_case *c = &bench_case_copy;
    int n = BENCH_LADDER_LAST, outcome;
    void *state = NULL;
    bench_stats stats;
    bench_input input;

    while (n > BENCH_LADDER_FIRST && !bench_fits(c, n, "uniform"))
        n /= 2;
    input = (bench_input){n, "uniform", s->options->seed, s->ctx, s->stream};
    outcome = c->setup(&state, &input, message);
    if (outcome == BENCH_OK)
        outcome = bench_measure(s, c, state, 0, &stats, message);
    c->teardown(state);
    if (outcome == BENCH_OK) {
        s->roofline_n = n;
        s->roofline_GBps = c->bytes(n, "uniform") / stats.median_ms / 1e6;
    }
    return outcome;
}
