#line 1385 "chapters/07-measuring.nw"
/* The results: the header, the rows, and the progress lines. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "driver.h"

/* <<Read the kernel driver's version>> */
#line 1264 "chapters/07-measuring.nw"
static void read_kernel_driver_version(char *version, size_t size)
{
    FILE *f = fopen("/proc/driver/nvidia/version", "r");
    char line[256];

    snprintf(version, size, "unknown");
    if (f == NULL)
        return;
    /* "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04  Release ...":
       the version is the first word that starts with a digit and has a dot */
    if (fgets(line, sizeof line, f) != NULL)
        for (char *word = strtok(line, " \t\n"); word != NULL; word = strtok(NULL, " \t\n"))
            if (isdigit((unsigned char)word[0]) && strchr(word, '.') != NULL) {
                snprintf(version, size, "%s", word);
                break;
            }
    fclose(f);
}
/* <<Write the header of the results>> */
#line 1192 "chapters/07-measuring.nw"
void bench_write_header(bench_driver *s, const bench_case *const *cases, int case_count)
{
    FILE *f = s->out;
    char cub[32], thrust[32], cusparse[32], date[32];
    time_t now = time(NULL);

    bench_peer_versions(cub, thrust, cusparse, sizeof cub);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&now));
    fprintf(f, "# litgpu-bench results, format 2: one row per algorithm, "
               "implementation, parameter and size\n");
    /* <<Describe the device in the header>> */
#line 1232 "chapters/07-measuring.nw"
    int device = 0, sm_khz = 0, memory_khz = 0, bus_bits = 0;

    cudaGetDevice(&device);
    cudaDeviceGetAttribute(&sm_khz, cudaDevAttrClockRate, device);
    cudaDeviceGetAttribute(&memory_khz, cudaDevAttrMemoryClockRate, device);
    cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, device);
    fprintf(f, "# gpu: %s\n# compute_capability: %d.%d\n# sm_count: %d\n", s->props.name,
            s->props.major, s->props.minor, s->props.multiProcessorCount);
    fprintf(f, "# l2_bytes: %d\n# memory_bytes: %zu\n", s->props.l2CacheSize,
            s->props.totalGlobalMem);
    fprintf(f, "# sm_clock_mhz: %d\n# memory_clock_mhz: %d\n# memory_bus_bits: %d\n",
            sm_khz / 1000, memory_khz / 1000, bus_bits);
    fprintf(f, "# memory_peak_GBps: %.1f\n", 2.0 * memory_khz * 1e3 * (bus_bits / 8) / 1e9);
#line 1203 "chapters/07-measuring.nw"
    /* <<Describe the software in the header>> */
#line 1252 "chapters/07-measuring.nw"
    int driver_api = 0, runtime = 0;
    char kernel_driver[64];

    cudaDriverGetVersion(&driver_api);
    cudaRuntimeGetVersion(&runtime);
    read_kernel_driver_version(kernel_driver, sizeof kernel_driver);
    fprintf(f, "# driver: %s\n# cuda_driver_api: %d.%d\n# cuda_runtime: %d.%d\n", kernel_driver,
            driver_api / 1000, driver_api % 1000 / 10, runtime / 1000, runtime % 1000 / 10);
    fprintf(f, "# cub: %s\n# thrust: %s\n# cusparse: %s\n", cub, thrust, cusparse);
#line 1204 "chapters/07-measuring.nw"
    fprintf(f, "# date: %s\n# commit: %s\n# command: %s\n", date, s->options->commit,
            s->options->command);
    fprintf(f, "# seed: %llu\n# warmup_samples: %d\n# warmup_min_ms: %.0f\n# timed_samples: %d\n",
            (unsigned long long)s->options->seed, s->options->warmup,
            1e3 * BENCH_WARMUP_SECONDS, s->options->samples);
    fprintf(f, "# l2_flush_bytes: %zu\n# validation: %s\n",
            4 * (size_t)s->props.l2CacheSize, s->options->validate ? "on" : "off");
    fprintf(f, "# batch_bytes: %.0f\n# batch_max_sets: %d\n# batch_max_bytes: %.0f\n"
               "# gate_limit_ms: %.0f\n", BENCH_BATCH_L2S * (double)s->props.l2CacheSize,
            BENCH_MAX_SETS, BENCH_SETS_MEMORY, 1e3 * BENCH_GATE_SECONDS);
    fprintf(f, "# roofline_GBps: %.1f\n# roofline_n: %d\n", s->roofline_GBps, s->roofline_n);
    for (int i = 0; i < case_count; i++)
        fprintf(f, "# bytes %s: %s\n", cases[i]->algorithm, cases[i]->bytes_rule);
    for (int i = 0; i < case_count; i++)
        if (cases[i]->header != NULL)
            cases[i]->header(f, &s->props);
    fprintf(f, "algorithm\timplementation\tn\tparam\tstatus\tsamples\tmedian_ms\tmin_ms\t"
               "max_ms\telements_per_s\teffective_GBps\tpct_of_copy\tbytes\t"
               "runs_per_sample\n");
}
/* <<Write one row of the results>> */
#line 1307 "chapters/07-measuring.nw"
void bench_write_row(bench_driver *s, const bench_case *c, const char *impl, int n,
                     const char *param, const char *status, const bench_stats *stats)
{
    double bytes = c->bytes(n, param);

    fprintf(s->out, "%s\t%s\t%d\t%s\t%s\t", c->algorithm, impl, n, param, status);
    if (stats == NULL)
        fprintf(s->out, "-\t-\t-\t-\t-\t-\t-\t%.0f\t-\n", bytes);
    else
        fprintf(s->out, "%d\t%.6g\t%.6g\t%.6g\t%.6g\t%.6g\t%.2f\t%.0f\t%d\n",
                stats->samples, stats->median_ms, stats->min_ms, stats->max_ms,
                n / (stats->median_ms * 1e-3), bytes / stats->median_ms / 1e6,
                100.0 * bytes / stats->median_ms / 1e6 / s->roofline_GBps, bytes,
                stats->runs_per_sample);
    fflush(s->out);
}
/* <<Tell the person watching what was measured>> */
#line 1329 "chapters/07-measuring.nw"
void bench_progress(bench_driver *s, const bench_case *c, const char *impl, int n,
                    const char *param, const char *status, const bench_stats *stats)
{
    char size[32];

    if (s->options->quiet)
        return;
    if ((n & (n - 1)) == 0)
        snprintf(size, sizeof size, "2^%d", bench_log2(n));
    else
        snprintf(size, sizeof size, "%d", n);
    fprintf(stderr, "[%7.1f s] %-8s %-10s n = %-10s %-10s ", bench_now() - s->started,
            c->algorithm, impl, size, param);
    if (stats == NULL)
        fprintf(stderr, "%s\n", status);
    else
        fprintf(stderr, "median %.4g ms (%.4g to %.4g; %d a sample), %.3g Gelem/s, %.0f GB/s, "
                        "%.0f%% of copy\n",
                stats->median_ms, stats->min_ms, stats->max_ms, stats->runs_per_sample,
                n / (stats->median_ms * 1e-3) / 1e9, c->bytes(n, param) / stats->median_ms / 1e6,
                100.0 * c->bytes(n, param) / stats->median_ms / 1e6 / s->roofline_GBps);
}
/* <<Keep time and take logarithms>> */
#line 1364 "chapters/07-measuring.nw"
double bench_now(void)
{
    struct timespec t;

    timespec_get(&t, TIME_UTC);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

int bench_log2(long long n)
{
    int k = 0;

    while (n > 1) {
        n /= 2;
        k++;
    }
    return k;
}
