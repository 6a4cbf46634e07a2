#line 1301 "chapters/01-foundations.nw"
/* scan: the foundations chapter's demo. Scans object counts (by default the
   50 of Modern GPU's load-balancing search demonstration) and prints the
   counts, their exclusive scan and the total. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "support.h"

/* <<The 50 object counts of the load-balancing search demonstration>> */
#line 1318 "chapters/01-foundations.nw"
static const int32_t demo_counts[50] = {
    0, 3, 5, 2, 1, 3, 1, 5, 4, 5,   2, 5, 4, 0, 2, 3, 1, 4, 0, 5,
    4, 3, 2, 4, 2, 4, 3, 3, 0, 3,   1, 4, 4, 4, 4, 2, 0, 3, 0, 5,
    0, 0, 0, 0, 2, 2, 3, 0, 4, 4,
};
/* <<Explain the scan demo's options>> */
#line 928 "chapters/09-support.nw"
static void usage(FILE *f)
{
    fprintf(f, "usage: scan [-n|--count N] [-s|--seed S]\n"
               "Scan object counts on the GPU and print counts, scan and total. By default\n"
               "the 50 counts of Modern GPU's load-balancing search demonstration; with\n"
               "--count, N random counts from 0 to 5 (N at most 100000; seed S, default 1).\n"
               "Without a GPU, print the CPU reference's answer.\n");
}
/* <<Print the counts, the scan and the total>> */
#line 1326 "chapters/01-foundations.nw"
static void print_scan(const int32_t *counts, const int32_t *scan, int count, int64_t total)
{
    printf("Object counts\n");
    print_array_i32(stdout, counts, count);
    printf("\nScan of object counts:\n");
    print_array_i32(stdout, scan, count);
    printf("Total: %4lld\n", (long long)total);
}
/* <<Scan the counts on the GPU and compare>> */
#line 1340 "chapters/01-foundations.nw"
static int scan_on_gpu(lg_context *ctx, const int32_t *counts, int count,
                       const int32_t *want, int64_t want_total)
{
    int32_t *device = NULL, *got = malloc(sizeof(int32_t) * (size_t)(count ? count : 1));
    int64_t total = -1;
    int ok = 0;

    if (got != NULL && device_alloc((void **)&device, sizeof(int32_t) * (size_t)count) == LG_OK &&
        copy_to_device(device, counts, sizeof(int32_t) * (size_t)count) == LG_OK) {
        if (lg_scan_exclusive_i32(device, count, device, &total, ctx) != LG_OK)
            printf("lg_scan_exclusive_i32 failed: %s\n", lg_context_last_error(ctx));
        else if (copy_to_host(got, device, sizeof(int32_t) * (size_t)count) == LG_OK) {
            print_scan(counts, got, count, total);
            ok = total == want_total && memcmp(got, want, sizeof(int32_t) * (size_t)count) == 0;
            printf("%s\n", ok ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
        }
    }
    if (!ok && support_last_error()[0] != '\0')
        printf("%s\n", support_last_error());
    device_free(device);
    free(got);
    return ok ? 0 : 1;
}
/* <<Run the scan demo>> */
#line 1366 "chapters/01-foundations.nw"
int main(int argc, char **argv)
{
    int count = -1, seed = 1;
    int32_t *counts, *want;
    int64_t total;
    lg_context *ctx = NULL;
    int status;

    /* <<Read the scan demo's options>> */
#line 940 "chapters/09-support.nw"
    const demo_option options[] = {
        {"count", 'n', 0, 100000, &count, NULL},
        {"seed", 's', 0, 1000000000, &seed, NULL},
    };
    int done = demo_read_options(argc, argv, "scan", usage, options, 2);
    if (done >= 0)
        return done;
#line 1375 "chapters/01-foundations.nw"
    if (count < 0) {
        count = 50;
        counts = malloc(sizeof demo_counts);
        if (counts != NULL)
            memcpy(counts, demo_counts, sizeof demo_counts);
    } else {
        counts = malloc(sizeof(int32_t) * (size_t)(count ? count : 1));
        for (long i = 0; counts != NULL && i < count; i++)
            counts[i] = random_i32((uint64_t)seed, (uint64_t)i, 0, 5);
    }
    want = malloc(sizeof(int32_t) * (size_t)(count ? count : 1));
    if (counts == NULL || want == NULL)
        return 1;
    total = scan_exclusive_reference_i32(counts, (int)count, want);
    /* <<Scan on the GPU, or show the reference without one>> */
#line 1397 "chapters/01-foundations.nw"
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("No CUDA device (%s); showing the CPU reference.\n\n", lg_context_last_error(NULL));
        print_scan(counts, want, (int)count, total);
        status = 0;
    } else {
        status = scan_on_gpu(ctx, counts, (int)count, want, total);
        lg_context_destroy(ctx);
    }
#line 1390 "chapters/01-foundations.nw"
    free(counts);
    free(want);
    return status;
}
