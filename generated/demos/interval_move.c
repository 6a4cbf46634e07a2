#line 1135 "chapters/05-intervals.nw"
/* interval_move: the interval chapter's second demo. Moves twenty
   intervals of the numbers 0, 1, ... from their gather offsets to their
   scatter offsets, or N random ones. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "litgpu.h"
#include "intervals_model.h"
#include "support.h"

/* <<The interval demos' limits>> */
#line 1011 "chapters/05-intervals.nw"
enum { MAX_INTERVALS = 1000, MAX_ELEMENTS = 16 * MAX_INTERVALS };
/* <<Read an interval demo's options>> */
#line 8072 "chapters/09-support.nw"
static const char *demo_name;   /* interval_expand or interval_move, for usage */

static void usage(FILE *f)
{
    fprintf(f, "usage: %s [-n|--count N] [-s|--seed S] [-t|--type i32|i64]\n"
               "Run Modern GPU's demonstration of %s on twenty intervals; with --count\n"
               "(at most %d) or --seed, on N random intervals of lengths 0 to 15 (default\n"
               "N = 20, S = 1). --type i64 runs the call for 8-byte elements on the same\n"
               "numbers (default i32). Without a GPU, print what the sequential code computes.\n",
            demo_name, demo_name, MAX_INTERVALS);
}
/* <<Read an interval demo's options>> */
#line 8086 "chapters/09-support.nw"
/* -1 to go on; otherwise the demo's exit status (0 after --help). *width
   is the element's size in bytes, 4 or 8. */
static int read_options(int argc, char **argv, const char *name, int *count, int *seed,
                        int *width)
{
    int done;
    const char *type = "i32";
    const demo_option options[] = {
        {"count", 'n', 1, MAX_INTERVALS, count, NULL},
        {"seed", 's', 0, 1000000000, seed, NULL},
        {"type", 't', 0, 0, NULL, &type},
    };

    demo_name = name;
    if ((done = demo_read_options(argc, argv, name, usage, options, 3)) >= 0)
        return done;
    if (strcmp(type, "i32") != 0 && strcmp(type, "i64") != 0) {
        fprintf(stderr, "%s: --type %s: give i32 or i64 (try %s --help)\n", name, type, name);
        return 2;
    }
    *width = type[1] == '6' ? 8 : 4;
    demo_random_input(count, seed, INTERVAL_DEMO_COUNT);
    return -1;
}
/* <<Move the demo's intervals on the GPU>> */
#line 1207 "chapters/05-intervals.nw"
/* As expand_on_gpu, for the move of in[0, want_total). */
static int move_on_gpu(lg_context *ctx, const int32_t *counts, const int32_t *gather,
                       const int32_t *scatter, const int32_t *in, int count, int width,
                       const int32_t *want, int32_t *got, int64_t want_total, int *same)
{
    size_t n = (size_t)count, out_bytes = (size_t)width * MAX_ELEMENTS;
    int32_t *d = NULL;   /* counts, scan, gather, scatter */
    void *d_in = interval_elements_to_device(in, (int)want_total, width), *out = NULL;
    int64_t total = -1;
    int ok = d_in != NULL && device_alloc((void **)&d, sizeof(int32_t) * 4 * n) == LG_OK &&
             copy_to_device(d, counts, sizeof(int32_t) * n) == LG_OK &&
             copy_to_device(d + 2 * n, gather, sizeof(int32_t) * n) == LG_OK &&
             copy_to_device(d + 3 * n, scatter, sizeof(int32_t) * n) == LG_OK &&
             lg_scan_exclusive_i32(d, count, d + n, &total, ctx) == LG_OK &&
             total == want_total && device_alloc(&out, out_bytes) == LG_OK &&
             device_poison(out, out_bytes) == LG_OK &&
             (width == 8 ? lg_interval_move_i64((int)total, d + 2 * n, d + 3 * n, d + n, count,
                                                d_in, out, ctx)
                         : lg_interval_move_i32((int)total, d + 2 * n, d + 3 * n, d + n, count,
                                                d_in, out, ctx)) == LG_OK &&
             lg_context_synchronize(ctx) == LG_OK &&
             (*same = interval_elements_match(out, width, want, (int)total, got)) >= 0;

    if (!ok)
        printf("The GPU move failed: %s%s\n", lg_context_last_error(ctx), support_last_error());
    device_free(d), device_free(d_in), device_free(out);
    return ok;
}

#line 1149 "chapters/05-intervals.nw"
int main(int argc, char **argv)
{
    int count = -1, seed = -1, width = 4, same = 0, go;
    static int32_t counts[MAX_INTERVALS], gather[MAX_INTERVALS], scatter[MAX_INTERVALS];
    static int32_t scan[MAX_INTERVALS], in[MAX_ELEMENTS], want[MAX_ELEMENTS], got[MAX_ELEMENTS];
    int64_t total;
    lg_context *ctx = NULL;

    if ((go = read_options(argc, argv, "interval_move", &count, &seed, &width)) >= 0)
        return go;
    /* <<Make the move demo's intervals>> */
#line 1179 "chapters/05-intervals.nw"
    for (int i = 0; i < count; i++)
        counts[i] = seed < 0 ? interval_move_counts[i] : random_i32((uint64_t)seed, (uint64_t)i, 0, 15);
    total = scan_exclusive_reference_i32(counts, count, scan);
    for (int i = 0; i < count; i++)
        gather[i] = seed < 0 ? interval_move_gather[i]
                             : random_i32((uint64_t)seed + 1, (uint64_t)i, 0, (int32_t)total - counts[i]);
    if (seed < 0)
        memcpy(scatter, interval_move_scatter, sizeof interval_move_scatter);
    else
        interval_permuted_offsets(counts, count, (uint64_t)seed + 2, scatter);
    for (int i = 0; i < (int)total; i++)
        in[i] = i;
#line 1160 "chapters/05-intervals.nw"
    lg_interval_move_sequential((int)total, gather, scatter, scan, count, in, want);
    /* <<Run the move on the GPU if there is one, and compare>> */
#line 1194 "chapters/05-intervals.nw"
    if (lg_context_create(&ctx, 0) != LG_OK) {
        printf("No CUDA device (%s); showing the CPU reference.\n", lg_context_last_error(NULL));
    } else if (!move_on_gpu(ctx, counts, gather, scatter, in, count, width, want, got, total,
                            &same)) {
        lg_context_destroy(ctx);
        return 1;
    }
#line 1162 "chapters/05-intervals.nw"
    /* <<Print the move demo's arrays>> */
#line 1168 "chapters/05-intervals.nw"
    printf("INTERVAL-MOVE DEMONSTRATION:\n\nInterval counts:\n");
    print_array_i32(stdout, counts, count);
    printf("\nInterval gather:\n");
    print_array_i32(stdout, gather, count);
    printf("\nInterval scatter:\n");
    print_array_i32(stdout, scatter, count);
    printf("\nMoved data:\n");
    print_array_i32(stdout, ctx != NULL ? got : want, (int)total);
#line 1163 "chapters/05-intervals.nw"
    /* <<Say whether the GPU agreed>> */
#line 1081 "chapters/05-intervals.nw"
    if (ctx != NULL) {
        printf("%s\n", same ? "Same as the CPU reference." : "DIFFERENT from the CPU reference!");
        lg_context_destroy(ctx);
        return same ? 0 : 1;
    }
    return 0;
#line 1164 "chapters/05-intervals.nw"
}
