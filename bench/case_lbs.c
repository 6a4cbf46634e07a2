/* The load-balancing search (its chapter): lg_load_balance_search against
   Thrust's vectorized upper_bound and a naive expansion, and the search's
   two kernels apart, in several tile shapes.

   n is the number of work items. The counts of the objects come from the
   chapter's distributions (lbs_counts_i32), named by the parameter:
   "uniform" (0 to 4), "power-law" and "all-one" take the shortest run of
   objects whose counts reach n and cut the last count to make exactly n;
   "one-huge" has n / 2 objects, one of them with all n work items;
   "scale-free" has n / 16 objects (at least one), the degrees of a
   scale-free graph (LBS_SCALE_FREE, scale_free_counts_i32): more than
   half of them empty, a power law for the rest, summing to exactly n (for
   n not a multiple of 16 the last object takes the n % 16 left over). At
   n = 2^26 that is 2^22 objects, the rows of the graph. The counts
   come from seed 1 whatever --seed says, since the bytes counted depend on
   them. The input is the exclusive scan of the counts, the same in every
   set.

   lbs: "ours" (lg_load_balance_search, with the driver's validation
     setting: off unless --validate; a validated call waits for the device,
     which the driver does not time), "thrust" (thrust::upper_bound of 0 ... n - 1 in the scan, minus one),
     "naive" (lbs_naive_i32: one thread per object).
   lbs-parts: the pieces of lbs_piece_i32, the parameter naming the counts,
     the tile and the variant:
     [power-law-|one-huge-|scale-free-]NTxVT[-bisect|-nohalo]
     (no prefix: uniform counts). "both": the two kernels chained as the
     library chains them; "kernel": the search kernel alone, from the
     partitions computed on the CPU. The partition search is by
     interpolation unless -bisect, the search kernel with the halo unless
     -nohalo.
   lbs-partition: the partition kernel alone ("partition"), with the same
     parameters.

   Reference: lg_load_balance_search_sequential on the CPU; the partitions
   from lg_merge_path_counting_i32. Bytes: the scan element of every object
   read once, 4 bytes, and the object of every work item written once, 4
   bytes; for lbs-partition, the 4 bytes of each cut it writes (it reads a
   few dozen sectors of the scan for each). */
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "support.h"
#include "lbs_model.h"
#include "peers_lbs.h"

enum { OURS, THRUST, NAIVE };
enum { SEARCH, PARTS, PARTITION_ONLY };   /* the three algorithms */

typedef struct lbs_state {
    int algorithm, n, objects, sets, tiles;
    int nt, vt, bisect, halo;             /* lbs-parts: the piece's tile and variant */
    lg_context *ctx;
    cudaStream_t stream;
    int32_t *scan, *indices;              /* sets x objects, sets x n */
    int32_t *want;                        /* n: the same answer for every set */
    int *partitions, *want_partitions;    /* lbs-parts: tiles + 1 each */
} lbs_state;

/* The distribution a parameter begins with, and the rest after it. */
static lbs_distribution distribution_of(const char *param, const char **rest)
{
    static const struct { const char *prefix; lbs_distribution d; } named[] = {
        {"uniform", LBS_UNIFORM}, {"power-law", LBS_POWER_LAW}, {"all-one", LBS_ALL_ONE},
        {"one-huge", LBS_ONE_HUGE}, {"scale-free", LBS_SCALE_FREE}};

    for (int k = 0; k < (int)(sizeof named / sizeof named[0]); k++) {
        size_t length = strlen(named[k].prefix);
        if (strncmp(param, named[k].prefix, length) == 0 &&
            (param[length] == '\0' || param[length] == '-')) {
            *rest = param[length] == '-' ? param + length + 1 : param + length;
            return named[k].d;
        }
    }
    *rest = param;
    return LBS_UNIFORM;
}

/* lbs-parts' parameter: its tile and variant; 0 if it names none. */
static int parse_piece(const char *param, int *nt, int *vt, int *bisect, int *halo)
{
    const char *rest;
    int used = 0;

    (void)distribution_of(param, &rest);
    if (sscanf(rest, "%dx%d%n", nt, vt, &used) != 2)
        return 0;
    *bisect = strcmp(rest + used, "-bisect") == 0;
    *halo = strcmp(rest + used, "-nohalo") != 0;
    return (rest[used] == '\0' || *bisect || !*halo) && lbs_piece_shape_ok(*nt, *vt, *halo);
}

static int lbs_param_ok(const char *param)
{
    const char *rest;
    (void)distribution_of(param, &rest);
    return *rest == '\0' && strcmp(param, "") != 0;
}

static int lbs_parts_param_ok(const char *param)
{
    int nt, vt, bisect, halo;
    return parse_piece(param, &nt, &vt, &bisect, &halo);
}

/* The counts of the parameter's objects for n work items, into counts
   (room for n), and how many objects there are. */
static int draw_counts(int n, const char *param, int32_t *counts)
{
    const char *rest;
    lbs_distribution d = distribution_of(param, &rest);
    int64_t total = 0;
    int objects = 0;

    if (d == LBS_ONE_HUGE) {
        (void)lbs_counts_i32(counts, n / 2, d, 1);   /* one count of 2 x (n / 2) */
        return n / 2;
    }
    if (d == LBS_SCALE_FREE) {
        objects = n / LBS_SCALE_FREE_MEAN > 0 ? n / LBS_SCALE_FREE_MEAN : 1;
        total = lbs_counts_i32(counts, objects, d, 1);   /* 16 x objects work items */
        counts[objects - 1] += (int32_t)(n - total);      /* n % 16, or all n if n < 16 */
        return objects;
    }
    (void)lbs_counts_i32(counts, n, d, 1);
    while (objects < n && total < n)
        total += counts[objects++];
    if (total > n)
        counts[objects - 1] -= (int32_t)(total - n);
    return objects;
}

/* The input of a size and distribution: the exclusive scan of the counts,
   how many objects there are, and the answer. Drawing it and searching it
   on the host is most of a row's time, and the parameters of lbs-parts and
   lbs-partition ask for the same counts again and again, so the last input
   is kept until another replaces it (or the process ends). NULL if the host
   has no memory for it. */
typedef struct lbs_input {
    int n, objects;
    lbs_distribution d;
    int32_t *scan, *want;      /* room for n each */
} lbs_input;

static lbs_input kept;

static const lbs_input *input_for(int n, const char *param)
{
    const char *rest;
    size_t bytes = sizeof(int32_t) * (n > 0 ? (size_t)n : 1);
    lbs_input fresh = {n, 0, distribution_of(param, &rest), NULL, NULL};
    int32_t sum = 0;

    if (kept.scan != NULL && kept.n == n && kept.d == fresh.d)
        return &kept;
    fresh.scan = malloc(bytes);
    fresh.want = malloc(bytes);
    if (fresh.scan == NULL || fresh.want == NULL) {
        free(fresh.scan);
        free(fresh.want);
        return NULL;
    }
    fresh.objects = draw_counts(n, param, fresh.scan);
    for (int j = 0; j < fresh.objects; j++) {   /* in place: the counts become the scan */
        int32_t count = fresh.scan[j];
        fresh.scan[j] = sum;
        sum += count;
    }
    lg_load_balance_search_sequential(n, fresh.scan, fresh.objects, fresh.want);
    free(kept.scan);
    free(kept.want);
    kept = fresh;
    return &kept;
}

/* How many objects a size and parameter make. */
static int objects_for(int n, const char *param)
{
    const lbs_input *in = input_for(n, param);

    return in != NULL ? in->objects : n;   /* n: an upper bound; setup reports the shortage */
}

static double lbs_bytes(int n, const char *param)
{
    return 4.0 * objects_for(n, param) + 4.0 * n;
}

static double lbs_partition_bytes(int n, const char *param)
{
    int nt, vt, bisect, halo;

    if (!parse_piece(param, &nt, &vt, &bisect, &halo))
        return 0;
    return 4.0 * (lbs_piece_tiles(n, objects_for(n, param), nt, vt) + 1);
}

static double lbs_device_bytes(int n, const char *param, int sets)
{
    return lbs_bytes(n, param) * sets + 4.0 * n + 8.0 * (n / 1792 + 2);
}

static int upload(void *device, const void *host, size_t bytes, char *message)
{
    return bench_cuda(cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice), message,
                      "uploading the input");
}

/* The scan in every set, the answer, and the pieces' partitions. */
static int make_input(lbs_state *s, const char *param, char *message)
{
    const lbs_input *in = input_for(s->n, param);
    int *cuts = malloc(sizeof(int) * ((size_t)s->tiles + 1));
    int outcome = BENCH_OK;

    if (in == NULL || cuts == NULL || in->objects != s->objects) {
        free(cuts);
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    }
    for (int p = 0; s->algorithm != SEARCH && p <= s->tiles; p++)
        cuts[p] = lg_merge_path_counting_i32(
            0, s->n, in->scan, s->objects,
            lg_merge_diagonal(p, s->nt * s->vt, s->n + s->objects), LG_BOUNDS_UPPER);
    for (int set = 0; set < s->sets && outcome == BENCH_OK; set++)
        outcome = upload(s->scan + (size_t)set * (size_t)s->objects, in->scan,
                         sizeof(int32_t) * (size_t)s->objects, message);
    if (outcome == BENCH_OK)
        outcome = upload(s->want, in->want, sizeof(int32_t) * (size_t)s->n, message);
    if (outcome == BENCH_OK && s->algorithm != SEARCH)
        outcome = upload(s->want_partitions, cuts, sizeof(int) * ((size_t)s->tiles + 1), message);
    free(cuts);
    return outcome;
}

static int setup(int algorithm, void **state, const bench_input *input, char *message)
{
    lbs_state *s = calloc(1, sizeof *s);
    int outcome;

    *state = s;
    if (s == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    *s = (lbs_state){.algorithm = algorithm, .n = input->n, .sets = input->sets, .ctx = input->ctx,
                     .stream = input->stream, .nt = LG_LBS_NT, .vt = LG_LBS_VT, .halo = 1};
    if (algorithm != SEARCH)
        (void)parse_piece(input->param, &s->nt, &s->vt, &s->bisect, &s->halo);
    s->objects = objects_for(s->n, input->param);
    s->tiles = lbs_piece_tiles(s->n, s->objects, s->nt, s->vt);
    if ((outcome = bench_alloc((void **)&s->scan, sizeof(int32_t) * (size_t)s->objects *
                                                      (size_t)s->sets, message)) == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->indices,
                               sizeof(int32_t) * (size_t)s->n * (size_t)s->sets, message)) ==
            BENCH_OK &&
        (outcome = bench_alloc((void **)&s->want, sizeof(int32_t) * (size_t)s->n, message)) ==
            BENCH_OK &&
        (algorithm == SEARCH ||
         ((outcome = bench_alloc((void **)&s->partitions,
                                 sizeof(int) * ((size_t)s->tiles + 1), message)) == BENCH_OK &&
          (outcome = bench_alloc((void **)&s->want_partitions,
                                 sizeof(int) * ((size_t)s->tiles + 1), message)) == BENCH_OK)))
        outcome = make_input(s, input->param, message);
    return outcome;
}

static int lbs_setup(void **state, const bench_input *input, char *message)
{
    return setup(SEARCH, state, input, message);
}

static int lbs_parts_setup(void **state, const bench_input *input, char *message)
{
    return setup(PARTS, state, input, message);
}

static int lbs_partition_setup(void **state, const bench_input *input, char *message)
{
    return setup(PARTITION_ONLY, state, input, message);
}

/* The outcome of a call of the support library. */
static int support_outcome(lg_status status, char *message)
{
    return status == LG_OK ? BENCH_OK : bench_fail(message, BENCH_ERROR, "%s", support_last_error());
}

static int32_t *indices_of(lbs_state *s, int set)
{
    return s->indices + (size_t)set * (size_t)s->n;
}

static const int32_t *scan_of(lbs_state *s, int set)
{
    return s->scan + (size_t)set * (size_t)s->objects;
}

static int lbs_prepare(void *state, int impl, int set, char *message)
{
    lbs_state *s = state;

    (void)impl;
    if (s->algorithm == PARTITION_ONLY)
        return bench_poison(s->partitions, sizeof(int) * ((size_t)s->tiles + 1), s->stream,
                            message);
    return bench_poison(indices_of(s, set), sizeof(int32_t) * (size_t)s->n, s->stream, message);
}

static int lbs_run(void *state, int impl, int set, char *message)
{
    lbs_state *s = state;

    if (impl == OURS)
        return bench_lg(lg_load_balance_search(s->n, scan_of(s, set), s->objects,
                                               indices_of(s, set), s->ctx),
                        s->ctx, message);
    if (impl == THRUST)
        return bench_cuda(peer_thrust_upper_bound_lbs(s->n, scan_of(s, set), s->objects,
                                                      indices_of(s, set), s->stream),
                          message, "thrust::upper_bound");
    return support_outcome(lbs_naive_i32(s->n, scan_of(s, set), s->objects, indices_of(s, set),
                                         s->stream),
                           message);
}

static int lbs_parts_run(void *state, int impl, int set, char *message)
{
    lbs_state *s = state;
    lbs_piece piece = s->algorithm == PARTITION_ONLY ? LBS_PIECE_PARTITION
                      : impl == 0                    ? LBS_PIECE_BOTH
                                                     : LBS_PIECE_KERNEL;

    return support_outcome(lbs_piece_i32(piece, s->nt, s->vt, s->bisect, s->halo, s->n,
                                         scan_of(s, set), s->objects,
                                         piece == LBS_PIECE_KERNEL ? s->want_partitions
                                                                   : s->partitions,
                                         indices_of(s, set), s->ctx),
                           message);
}

static int lbs_check(void *state, int impl, int set, char *message)
{
    lbs_state *s = state;

    (void)impl;
    if (s->algorithm == PARTITION_ONLY)
        return bench_compare_i32(s->partitions, s->want_partitions, s->tiles + 1, s->stream,
                                 message);
    return bench_compare_i32(indices_of(s, set), s->want, s->n, s->stream, message);
}

static void lbs_teardown(void *state)
{
    lbs_state *s = state;

    if (s != NULL) {
        cudaFree(s->scan);
        cudaFree(s->indices);
        cudaFree(s->want);
        cudaFree(s->partitions);
        cudaFree(s->want_partitions);
        free(s);
    }
}

const bench_case bench_case_lbs = {
    .algorithm = "lbs",
    .summary = "load-balancing search: lg_load_balance_search against thrust::upper_bound "
               "and a naive expansion; other parameters: power-law, all-one, one-huge and "
               "scale-free (n / 16 objects, the degrees of a scale-free graph, more than half "
               "empty)",
    .element = "work items",
    .bytes_rule = "4 bytes read per object + 4 bytes written per work item",
    .params = "uniform",
    .impls = {"ours", "thrust", "naive", NULL},
    .param_ok = lbs_param_ok,
    .bytes = lbs_bytes,
    .device_bytes = lbs_device_bytes,
    .setup = lbs_setup,
    .prepare = lbs_prepare,
    .run = lbs_run,
    .check = lbs_check,
    .teardown = lbs_teardown,
};

const bench_case bench_case_lbs_parts = {
    .algorithm = "lbs-parts",
    .summary = "the load-balancing search's two kernels together and the search kernel "
               "alone, in several tile shapes, with either partition search, with and "
               "without the halo",
    .element = "work items",
    .bytes_rule = "4 bytes read per object + 4 bytes written per work item",
    .params = "256x15",
    .impls = {"both", "kernel", NULL},
    .param_ok = lbs_parts_param_ok,
    .bytes = lbs_bytes,
    .device_bytes = lbs_device_bytes,
    .setup = lbs_parts_setup,
    .prepare = lbs_prepare,
    .run = lbs_parts_run,
    .check = lbs_check,
    .teardown = lbs_teardown,
};

const bench_case bench_case_lbs_partition = {
    .algorithm = "lbs-partition",
    .summary = "the load-balancing search's partition kernel alone, by interpolation or "
               "bisection, for tiles of several shapes",
    .element = "work items",
    .bytes_rule = "4 bytes written per cut (one per tile, plus one)",
    .params = "256x15",
    .impls = {"partition", NULL},
    .param_ok = lbs_parts_param_ok,
    .bytes = lbs_partition_bytes,
    .device_bytes = lbs_device_bytes,
    .setup = lbs_partition_setup,
    .prepare = lbs_prepare,
    .run = lbs_parts_run,
    .check = lbs_check,
    .teardown = lbs_teardown,
};
