#line 1131 "chapters/07-measuring.nw"
/* Timing: one sample, one implementation, the number of sets, the roofline. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include "driver.h"

/* <<Time one sample>> */
#line 431 "chapters/07-measuring.nw"
static int time_one_sample(bench_driver *s, const bench_case *c, void *state, int impl,
                           int batch, float *ms, int *late, char *message)
{
    int outcome = BENCH_OK;
    float batch_ms = 0.0f;

    for (int set = 0; set < batch && outcome == BENCH_OK; set++)
        outcome = c->prepare(state, impl, set, message);
    if (outcome == BENCH_OK)
        outcome = bench_gate_close(s->stream, message);
    if (outcome != BENCH_OK)
        return outcome;
    /* <<Flush, and queue the batch between the two events>> */
#line 450 "chapters/07-measuring.nw"
    outcome = bench_flush_l2(s->stream, message);
    if (outcome == BENCH_OK)
        outcome = bench_cuda(cudaEventRecord(s->start, s->stream), message,
                             "recording the start event");
    for (int set = 0; set < batch && outcome == BENCH_OK; set++)
        outcome = c->run(state, impl, set, message);
    if (outcome == BENCH_OK)
        outcome = bench_cuda(cudaEventRecord(s->stop, s->stream), message,
                             "recording the stop event");
#line 444 "chapters/07-measuring.nw"
    bench_gate_open();   /* even after a failure, or the GPU would wait until the limit */
    /* <<Wait for the batch and read its time>> */
#line 462 "chapters/07-measuring.nw"
    if (outcome == BENCH_OK)   /* a fault inside a kernel surfaces here */
        outcome = bench_cuda(cudaEventSynchronize(s->stop), message, "running");
    if (outcome == BENCH_OK)
        outcome = bench_cuda(cudaEventElapsedTime(&batch_ms, s->start, s->stop), message,
                             "reading the events");
    *ms = batch_ms / (float)batch;
    *late = bench_gate_was_late();
    return outcome;
#line 446 "chapters/07-measuring.nw"
}
/* <<Run, time and check>> */
#line 484 "chapters/07-measuring.nw"
static int sample_and_check(bench_driver *s, const bench_case *c, void *state, int impl,
                            int batch, float *ms, int *late, char *message)
{
    int outcome = time_one_sample(s, c, state, impl, batch, ms, late, message);

    for (int set = 0; set < batch && outcome == BENCH_OK; set++)
        outcome = c->check(state, impl, set, message);
    return outcome;
}
/* <<Summarize the times of the samples>> */
#line 568 "chapters/07-measuring.nw"
static int compare_floats(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;

    return (x > y) - (x < y);
}

static void summarize_times(float *times, int samples, int batch, bench_stats *stats)
{
    qsort(times, (size_t)samples, sizeof times[0], compare_floats);
    stats->samples = samples;
    stats->runs_per_sample = batch;
    stats->min_ms = times[0];
    stats->max_ms = times[samples - 1];
    stats->median_ms = samples % 2 ? times[samples / 2]
                                   : 0.5 * ((double)times[samples / 2 - 1] + times[samples / 2]);
}
/* <<Measure one implementation with a given batch>> */
#line 508 "chapters/07-measuring.nw"
static int measure_batches(bench_driver *s, const bench_case *c, void *state, int impl,
                           int batch, bench_stats *stats, char *message)
{
    int samples = s->options->samples, outcome = BENCH_OK, late = 0;
    float *times = malloc(sizeof(float) * (size_t)samples);
    double warm_until = bench_now() + BENCH_WARMUP_SECONDS;

    if (times == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    for (int warm = 0; outcome == BENCH_OK &&
                       (warm < s->options->warmup || bench_now() < warm_until); warm++)
        outcome = sample_and_check(s, c, state, impl, batch, &times[0], &late, message);
    for (int k = 0; k < samples && outcome == BENCH_OK; k++) {
        outcome = sample_and_check(s, c, state, impl, batch, &times[k], &late, message);
        if (outcome == BENCH_OK && late)
            outcome = BENCH_HOST_LATE;
    }
    if (outcome == BENCH_OK)
        summarize_times(times, samples, batch, stats);
    free(times);
    return outcome;
}
/* <<Measure one implementation>> */
#line 533 "chapters/07-measuring.nw"
int bench_measure(bench_driver *s, const bench_case *c, void *state, int impl, int sets,
                  bench_stats *stats, char *message)
{
    int batch = sets, outcome;

    while ((outcome = measure_batches(s, c, state, impl, batch, stats, message)) ==
               BENCH_HOST_LATE && batch > 1) {
        batch /= 2;
        if (!s->options->quiet)
            fprintf(stderr, "litgpu-bench: the host was late with a batch of %s; "
                            "measuring it again with %d runs a sample\n", c->impls[impl], batch);
    }
    if (outcome == BENCH_HOST_LATE)
        outcome = bench_fail(message, BENCH_ERROR, "the GPU waited %.0f ms at the gate for one "
                             "run; a run must not wait for the device",
                             1e3 * BENCH_GATE_SECONDS);
    return outcome;
}
/* <<Decide whether a size fits in device memory>> */
#line 1109 "chapters/07-measuring.nw"
int bench_fits(const bench_case *c, int n, const char *param, int sets)
{
    size_t free_bytes = 0, total_bytes = 0;

    if (cudaMemGetInfo(&free_bytes, &total_bytes) != cudaSuccess)
        return 0;
    return c->device_bytes(n, param, sets) + BENCH_MEMORY_MARGIN <= (double)free_bytes;
}
/* <<Choose how many sets a size gets>> */
#line 653 "chapters/07-measuring.nw"
int bench_sets(const bench_driver *s, const bench_case *c, int n, const char *param)
{
    double batch_bytes = BENCH_BATCH_L2S * (double)s->props.l2CacheSize;
    double per_run = c->bytes(n, param);
    int sets;

    if (per_run * BENCH_MAX_SETS <= batch_bytes)
        sets = BENCH_MAX_SETS;
    else
        sets = per_run > batch_bytes ? 1 : (int)(batch_bytes / per_run) + 1;
    while (sets > 1 && ((double)sets * n > INT_MAX ||
                        c->device_bytes(n, param, sets) > BENCH_SETS_MEMORY ||
                        !bench_fits(c, n, param, sets)))
        sets /= 2;
    return sets;
}
/* <<Measure the roofline>> */
#line 1079 "chapters/07-measuring.nw"
int bench_measure_roofline(bench_driver *s, char *message)
{
    const bench_case *c = &bench_case_copy;
    int n = BENCH_LADDER_LAST, outcome;
    void *state = NULL;
    bench_stats stats;
    bench_input input;

    while (n > BENCH_LADDER_FIRST && !bench_fits(c, n, "uniform", 1))
        n /= 2;
    input = (bench_input){n, "uniform", s->options->seed, s->ctx, s->stream,
                          bench_sets(s, c, n, "uniform")};
    outcome = c->setup(&state, &input, message);
    if (outcome == BENCH_OK)
        outcome = bench_measure(s, c, state, 0, input.sets, &stats, message);
    c->teardown(state);
    if (outcome == BENCH_OK) {
        s->roofline_n = n;
        s->roofline_GBps = c->bytes(n, "uniform") / stats.median_ms / 1e6;
    }
    return outcome;
}
