/* Interval expand, move and gather (the interval chapter). Expand and move
   are swept over the mean interval length L, the parameter (a power of
   two, 1 to 4096); the parameter scale-free gives them skewed lengths, and
   the gather is measured on a graph's adjacency lists.

   n elements are cut into m = n / L intervals whose lengths come in pairs
   L + d and L - d, d uniform in [-(L - 1), L - 1]: lengths uniform in
   [1, 2L - 1], and m exact (the appendix's batched-copy case cuts its
   pieces the same way). n must be a multiple of 2L.

   interval-expand: values random; out[scan[j] + r] = values[j].
     Implementations: "ours" (lg_interval_expand_i32), "naive" (one thread
     per interval), "cub-copy-batched" (cub::DeviceCopy::Batched with a
     constant iterator per interval). cub::DeviceMemcpy::Batched copies
     bytes from memory and cannot fill.
     Bytes: 4 written per element, + 8 per interval (its scan element and
     its value, read once).
   interval-move: the input random; the intervals lie end to end in the
     input in order (gather = scan) and are copied to the output in reverse
     order (scatter[j] = n - scan[j] - length j), as the batched-copy case
     does. Implementations: "ours" (lg_interval_move_i32), "naive",
     "cub-copy-batched" (cub::DeviceCopy::Batched, sources, destinations
     and lengths computed from the same arrays), "cub-memcpy-batched"
     (cub::DeviceMemcpy::Batched through the batched-copy case's wrapper,
     given its pointers and byte sizes ready-made, outside the time).
     Bytes: 4 read + 4 written per element, + 12 per interval (scan
     element, gather and scatter offsets, read once).

   With the parameter skewL instead of L (not measured by default), the
   mean is still L, but in every 32 consecutive intervals one has 32L - 31
   elements and the other 31 have one: every warp of the naive kernel
   waits for one long interval.

   With the parameter scale-free (not measured by default), the n elements
   are cut into n / 16 intervals whose lengths are the degrees of a
   scale-free graph (interval_lengths_i32's INTERVAL_SCALE_FREE, from
   --seed): more than half of them empty, a power law for the rest, the
   longest near 10^5 at n = 2^26. n must be a multiple of 16. The move's
   offsets are laid out as above; an empty interval's scatter offset may
   be n (nothing is written there).

   interval-gather: the adjacency lists of a quarter of a graph's vertices
     gathered into one array, lg_interval_gather_i32. Its only parameter is
     scale-free: n is the number of edges of the graph (int32 elements of
     the input, a multiple of 16), which has n / 16 vertices with the
     degrees above (LBS_SCALE_FREE); n / 64 of the vertices, a random
     quarter in increasing order (interval_graph_quarter), are the
     intervals: gather[j] where the j-th one's list starts, its length its
     degree. The graph and the quarter come from seed 1 whatever --seed says
     (the bytes counted depend on them; --seed sets the edges' values). At
     n = 2^26 that is the graph, 2^22 vertices and 2^26 edges.
     Implementations: "ours", "naive" (the move's one thread per interval,
     with scatter = scan), "cub-copy-batched" and "cub-memcpy-batched" as
     for the move, with the destinations at the scan. Bytes: 4 read + 4
     written per element gathered, + 8 per interval (scan element and
     gather offset, read once).

   interval-expand-i64, interval-move-i64 and interval-gather-i64: the
     same on 8-byte elements
     (int64 values and input, every bit random), with lg_interval_expand_i64
     lg_interval_move_i64 and lg_interval_gather_i64, the naive kernels and
     CUB's batched copies over 8-byte items (cub::DeviceMemcpy::Batched
     given sizes of 8 bytes an element). The scan and the offsets stay
     int32. Bytes: expand 8 written per element + 12 per interval (scan
     element, value); move 8 read + 8 written per element + 12 per
     interval; gather 8 read + 8 written per element gathered + 8 per
     interval.

   Sets: each set has its own copies of every array. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "bench.h"
#include "support.h"
#include "peers_intervals.h"
#include "peers_memcpy.h"
#include "intervals_model.h"

enum { EXPAND, MOVE, GATHER };
enum { OURS, NAIVE, CUB_COPY, CUB_MEMCPY };
enum { LONGEST_MEAN = 4096 };

typedef struct intervals_state {
    int op, width, n, mean, skew, scale_free, count, sets;   /* width: bytes an element;
                                                                count: intervals per set */
    int moved;                                    /* elements an output holds: n but for a gather */
    lg_context *ctx;
    cudaStream_t stream;
    int32_t *scan, *gather, *scatter;            /* sets x count each (a gather: no scatter) */
    void *values;                                 /* sets x count elements */
    void *in;                                     /* sets x n elements */
    void *out, *want;                             /* sets x moved elements each */
    const void **sources;                         /* move, for cub-memcpy-batched */
    void **destinations;
    uint32_t *sizes;
    void *cub_temp;
    size_t cub_temp_bytes;
} intervals_state;

/* The mean length a parameter names, "L", "skewL" or "scale-free" (16),
   whether it skews, and whether it is scale-free. */
static int skewed(const char *param)
{
    return strncmp(param, "skew", 4) == 0;
}

static int is_scale_free(const char *param)
{
    return strcmp(param, "scale-free") == 0;
}

static int mean_of(const char *param)
{
    return is_scale_free(param) ? LBS_SCALE_FREE_MEAN : atoi(skewed(param) ? param + 4 : param);
}

static int intervals_param_ok(const char *param)
{
    char *end;
    long mean = strtol(skewed(param) ? param + 4 : param, &end, 10);

    return is_scale_free(param) ||
           (*param != '\0' && *end == '\0' && end != param + 4 * skewed(param) && mean >= 1 &&
            mean <= LONGEST_MEAN && (mean & (mean - 1)) == 0);
}

/* The gather's intervals for n edges: a quarter of the vertices of a
   graph of n / 16 vertices, from seed 1. Drawing them takes a while at
   the large sizes and the byte count needs them before the setup, so the
   last ones are kept until another size replaces them. NULL if the host
   has no memory for them. */
typedef struct graph_quarter {
    int n, count, moved;
    int32_t *gather, *lengths;   /* count each */
} graph_quarter;

static graph_quarter kept;

static const graph_quarter *quarter_for(int n)
{
    int vertices = n / LBS_SCALE_FREE_MEAN;
    size_t room = sizeof(int32_t) * (size_t)(vertices / 4 > 0 ? vertices / 4 : 1);
    graph_quarter fresh = {n, vertices / 4, 0, NULL, NULL};

    if (kept.gather != NULL && kept.n == n)
        return &kept;
    fresh.gather = malloc(room);
    fresh.lengths = malloc(room);
    if (fresh.gather == NULL || fresh.lengths == NULL) {
        free(fresh.gather);
        free(fresh.lengths);
        return NULL;
    }
    fresh.moved = (int)interval_graph_quarter(vertices, 1, fresh.gather, fresh.lengths);
    free(kept.gather);
    free(kept.lengths);
    kept = fresh;
    return &kept;
}

/* How many intervals and how many elements moved a size and parameter
   make (for a gather, whose byte count needs them before its setup). */
static int intervals_of(int n, const char *param)
{
    return n / mean_of(param);
}

static int gather_intervals_of(int n)
{
    return n / LBS_SCALE_FREE_MEAN / 4;
}

static int gathered_of(int n)
{
    const graph_quarter *q = quarter_for(n);

    return q != NULL ? q->moved : n;   /* n: an upper bound; setup reports the shortage */
}

static double expand_bytes(int n, const char *param)
{
    return 4.0 * n + 8.0 * intervals_of(n, param);
}

static double move_bytes(int n, const char *param)
{
    return 8.0 * n + 12.0 * intervals_of(n, param);
}

static double gather_bytes(int n, const char *param)
{
    (void)param;
    return 8.0 * gathered_of(n) + 8.0 * gather_intervals_of(n);
}

static double expand_i64_bytes(int n, const char *param)
{
    return 8.0 * n + 12.0 * intervals_of(n, param);
}

static double move_i64_bytes(int n, const char *param)
{
    return 16.0 * n + 12.0 * intervals_of(n, param);
}

static double gather_i64_bytes(int n, const char *param)
{
    (void)param;
    return 16.0 * gathered_of(n) + 8.0 * gather_intervals_of(n);
}

/* Every array of every set, and CUB's temporaries (about 16 bytes an
   interval; counted per set, an upper bound). A gather moves at most n
   elements, so it is counted as a move of n. */
static double expand_device_bytes(int n, const char *param, int sets)
{
    return (8.0 * n + 24.0 * intervals_of(n, param)) * sets;
}

static double move_device_bytes(int n, const char *param, int sets)
{
    return (12.0 * n + 48.0 * intervals_of(n, param)) * sets;
}

static double gather_device_bytes(int n, const char *param, int sets)
{
    (void)param;
    return (12.0 * n + 48.0 * gather_intervals_of(n)) * sets;
}

static double expand_i64_device_bytes(int n, const char *param, int sets)
{
    return (16.0 * n + 28.0 * intervals_of(n, param)) * sets;
}

static double move_i64_device_bytes(int n, const char *param, int sets)
{
    return (24.0 * n + 48.0 * intervals_of(n, param)) * sets;
}

static double gather_i64_device_bytes(int n, const char *param, int sets)
{
    (void)param;
    return (24.0 * n + 48.0 * gather_intervals_of(n)) * sets;
}

static int gather_param_ok(const char *param)
{
    return is_scale_free(param);
}

static int32_t *at(int32_t *buffer, size_t length, int set)
{
    return buffer + (size_t)set * length;
}

/* Set `set` of an array of elements of `width` bytes, length per set. */
static void *element_at(void *buffer, size_t length, int set, int width)
{
    return (char *)buffer + (size_t)set * length * (size_t)width;
}

static int upload(void *device, const void *host, size_t bytes, char *message)
{
    return bench_cuda(cudaMemcpy(device, host, bytes, cudaMemcpyHostToDevice), message,
                      "uploading the intervals");
}

/* The lengths (the same in every set), their scan, and the offsets of the
   move: gather = scan, scatter = the reversed order. */
static void cut_into_intervals(const intervals_state *s, int32_t *scan, int32_t *gather,
                               int32_t *scatter, uint64_t seed)
{
    int32_t start = 0;

    if (s->scale_free)   /* the lengths, in scatter until the offsets replace them */
        (void)interval_lengths_i32(scatter, s->count, INTERVAL_SCALE_FREE, 0, seed);
    for (int j = 0; j < s->count; j++) {
        int32_t d = random_i32(seed + 1, (uint64_t)(j / 2), -(s->mean - 1), s->mean - 1);
        int32_t length = s->mean + (j % 2 ? -d : d);

        if (s->skew)   /* one long interval in every 32, at a place that varies */
            length = j % 32 == (j / 32 * 7) % 32 ? 32 * s->mean - 31 : 1;
        if (s->scale_free)
            length = scatter[j];

        scan[j] = gather[j] = start;
        scatter[j] = s->n - start - length;
        start += length;
    }
}

/* A gather's intervals: the graph quarter's offsets, and the scan of its
   lengths. */
static void take_a_quarter(const graph_quarter *q, int32_t *scan, int32_t *gather)
{
    memcpy(gather, q->gather, sizeof(int32_t) * (size_t)q->count);
    scan_exclusive_reference_i32(q->lengths, q->count, scan);
}

/* Each set's reference, from the set's values or input (data: elements
   of s->width bytes). */
static void compute_references(const intervals_state *s, const int32_t *scan,
                               const int32_t *gather, const int32_t *scatter, const void *data,
                               void *want)
{
    for (int set = 0; set < s->sets; set++) {
        size_t v = (size_t)set * (size_t)s->count, e = (size_t)set * (size_t)s->n;
        size_t o = (size_t)set * (size_t)s->moved;   /* where the set's output starts */
        if (s->op == EXPAND && s->width == 8)
            interval_expand_sequential_i64(s->moved, scan, (const int64_t *)data + v, s->count,
                                           (int64_t *)want + o);
        else if (s->op == EXPAND)
            lg_interval_expand_sequential(s->moved, scan, (const int32_t *)data + v, s->count,
                                          (int32_t *)want + o);
        else if (s->width == 8)
            interval_move_sequential_i64(s->moved, gather, scatter, scan, s->count,
                                         (const int64_t *)data + e, (int64_t *)want + o);
        else
            lg_interval_move_sequential(s->moved, gather, scatter, scan, s->count,
                                        (const int32_t *)data + e, (int32_t *)want + o);
    }
}

/* The pointers and byte sizes cub::DeviceMemcpy::Batched takes, for every
   set (scatter NULL: a gather, the destinations at the scan). */
static int make_memcpy_pieces(intervals_state *s, const int32_t *gather, const int32_t *scatter,
                              const int32_t *scan, char *message)
{
    size_t pieces = (size_t)s->count * (size_t)s->sets;
    const void **sources = malloc(sizeof(void *) * pieces);
    void **destinations = malloc(sizeof(void *) * pieces);
    uint32_t *sizes = malloc(sizeof(uint32_t) * pieces);
    int outcome = BENCH_OK;

    if (sources == NULL || destinations == NULL || sizes == NULL)
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    for (int set = 0; set < s->sets && outcome == BENCH_OK; set++)
        for (int j = 0; j < s->count; j++) {
            size_t k = (size_t)set * (size_t)s->count + (size_t)j;
            sources[k] = (const char *)element_at(s->in, (size_t)s->n, set, s->width) +
                         (size_t)gather[j] * (size_t)s->width;
            destinations[k] = (char *)element_at(s->out, (size_t)s->moved, set, s->width) +
                              (size_t)(scatter != NULL ? scatter : scan)[j] * (size_t)s->width;
            sizes[k] = (uint32_t)((size_t)s->width *
                                  (size_t)(lg_interval_end(scan, s->count, s->moved, j) - scan[j]));
        }
    if (outcome == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->sources, sizeof(void *) * pieces, message)) == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->destinations, sizeof(void *) * pieces, message)) == BENCH_OK &&
        (outcome = bench_alloc((void **)&s->sizes, sizeof(uint32_t) * pieces, message)) == BENCH_OK &&
        (outcome = upload(s->sources, sources, sizeof(void *) * pieces, message)) == BENCH_OK &&
        (outcome = upload(s->destinations, destinations, sizeof(void *) * pieces, message)) == BENCH_OK)
        outcome = upload(s->sizes, sizes, sizeof(uint32_t) * pieces, message);
    free(sources);
    free(destinations);
    free(sizes);
    return outcome;
}

/* cub::DeviceCopy::Batched as an expand or a move, over items of s->width bytes. */
static cudaError_t cub_copy_expand(const intervals_state *s, const int32_t *scan,
                                   const void *values, void *out, void *temp, size_t *temp_bytes)
{
    if (s->width == 8)
        return peer_cub_copy_expand_i64(s->moved, scan, values, s->count, out, temp, temp_bytes,
                                        s->stream);
    return peer_cub_copy_expand_i32(s->moved, scan, values, s->count, out, temp, temp_bytes,
                                    s->stream);
}

static cudaError_t cub_copy_move(const intervals_state *s, const int32_t *gather,
                                 const int32_t *scatter, const int32_t *scan, const void *in,
                                 void *out, void *temp, size_t *temp_bytes)
{
    if (s->width == 8)
        return peer_cub_copy_move_i64(s->moved, gather, scatter, scan, s->count, in, out, temp,
                                      temp_bytes, s->stream);
    return peer_cub_copy_move_i32(s->moved, gather, scatter, scan, s->count, in, out, temp,
                                  temp_bytes, s->stream);
}

/* Set `set` of the scatter offsets; a gather's are its scan. */
static const int32_t *scatter_of(const intervals_state *s, int set)
{
    return at(s->op == GATHER ? s->scan : s->scatter, (size_t)s->count, set);
}

/* CUB's temporary storage: the most any of its calls needs. */
static int size_cub_temp(intervals_state *s, char *message)
{
    size_t copy = 0, memcpy_bytes = 0;
    int outcome;

    if (s->op == EXPAND)
        outcome = bench_cuda(cub_copy_expand(s, s->scan, s->values, s->out, NULL, &copy), message,
                             "sizing CUB's temporary storage");
    else if ((outcome = bench_cuda(cub_copy_move(s, s->gather, scatter_of(s, 0), s->scan,
                                                 s->in, s->out, NULL, &copy),
                                   message, "sizing CUB's temporary storage")) == BENCH_OK)
        outcome = bench_cuda(peer_cub_memcpy_batched(s->sources, s->destinations, s->sizes,
                                                     s->count, NULL, &memcpy_bytes, s->stream),
                             message, "sizing CUB's temporary storage");
    s->cub_temp_bytes = copy > memcpy_bytes ? copy : memcpy_bytes;
    if (outcome == BENCH_OK)
        outcome = bench_alloc(&s->cub_temp, s->cub_temp_bytes, message);
    return outcome;
}

/* Upload the same count values to each set's stretch of a device array. */
static int upload_to_every_set(int32_t *device, const int32_t *host, const intervals_state *s,
                               char *message)
{
    int outcome = BENCH_OK;

    for (int set = 0; set < s->sets && outcome == BENCH_OK; set++)
        outcome = upload(at(device, (size_t)s->count, set), host,
                         sizeof(int32_t) * (size_t)s->count, message);
    return outcome;
}

static int allocate(intervals_state *s, char *message)
{
    size_t per_interval = sizeof(int32_t) * (size_t)s->count * (size_t)s->sets;
    size_t per_output = (size_t)s->width * (size_t)s->moved * (size_t)s->sets;
    int outcome;

    if ((outcome = bench_alloc((void **)&s->scan, per_interval, message)) != BENCH_OK ||
        (outcome = bench_alloc(&s->out, per_output, message)) != BENCH_OK ||
        (outcome = bench_alloc(&s->want, per_output, message)) != BENCH_OK)
        return outcome;
    if (s->op == EXPAND)
        return bench_alloc(&s->values, per_interval / 4 * (size_t)s->width, message);
    if ((outcome = bench_alloc((void **)&s->gather, per_interval, message)) != BENCH_OK ||
        (s->op == MOVE &&
         (outcome = bench_alloc((void **)&s->scatter, per_interval, message)) != BENCH_OK))
        return outcome;
    return bench_alloc(&s->in, (size_t)s->width * (size_t)s->n * (size_t)s->sets, message);
}

/* The arguments' limits: n a multiple of the parameter's unit, the
   words of every set's elements an int. The intervals' count and the
   output's length. */
static int size_the_intervals(intervals_state *s, char *message)
{
    int unit = s->skew ? 32 * s->mean : s->scale_free ? LBS_SCALE_FREE_MEAN : 2 * s->mean;
    const graph_quarter *q;

    if (s->n % unit != 0)
        return bench_fail(message, BENCH_ERROR, "n = %d is not a multiple of %d", s->n, unit);
    if ((size_t)s->n * (size_t)s->sets * (size_t)s->width / sizeof(int32_t) > INT_MAX)
        return bench_fail(message, BENCH_ERROR, "%zu elements of %d bytes are too many words",
                          (size_t)s->n * (size_t)s->sets, s->width);
    s->count = s->n / s->mean;
    s->moved = s->n;
    if (s->op == GATHER) {
        if ((q = quarter_for(s->n)) == NULL)
            return bench_fail(message, BENCH_ERROR, "out of host memory");
        s->count = q->count;
        s->moved = q->moved;
    }
    return BENCH_OK;
}

static int intervals_setup(int op, int width, void **state, const bench_input *input,
                           char *message)
{
    intervals_state *s = calloc(1, sizeof *s);
    int32_t *scan = NULL, *gather = NULL, *scatter = NULL;
    void *data = NULL, *want = NULL;
    size_t intervals, outputs, words;
    int outcome;

    if ((*state = s) == NULL)
        return bench_fail(message, BENCH_ERROR, "out of host memory");
    *s = (intervals_state){.op = op, .width = width, .n = input->n, .mean = mean_of(input->param),
                           .skew = skewed(input->param),
                           .scale_free = is_scale_free(input->param), .sets = input->sets,
                           .ctx = input->ctx, .stream = input->stream};
    if ((outcome = size_the_intervals(s, message)) != BENCH_OK)
        return outcome;
    intervals = (size_t)s->count * (size_t)s->sets;
    outputs = (size_t)s->moved * (size_t)s->sets;
    words = (op == EXPAND ? intervals : (size_t)s->n * (size_t)s->sets) * (size_t)width /
            sizeof(int32_t);
    scan = malloc(sizeof(int32_t) * ((size_t)s->count + 1));
    gather = malloc(sizeof(int32_t) * ((size_t)s->count + 1));
    scatter = op == GATHER ? NULL : malloc(sizeof(int32_t) * ((size_t)s->count + 1));
    data = malloc(sizeof(int32_t) * (words + 1));
    want = malloc((size_t)width * (outputs + 1));
    if (!scan || !gather || (!scatter && op != GATHER) || !data || !want)
        outcome = bench_fail(message, BENCH_ERROR, "out of host memory");
    else if ((outcome = allocate(s, message)) == BENCH_OK) {
        if (op == GATHER)
            take_a_quarter(quarter_for(s->n), scan, gather);
        else
            cut_into_intervals(s, scan, gather, scatter, input->seed);
        if ((outcome = upload_to_every_set(s->scan, scan, s, message)) == BENCH_OK &&
            (op == EXPAND ||
             ((outcome = upload_to_every_set(s->gather, gather, s, message)) == BENCH_OK &&
              (op == GATHER ||
               (outcome = upload_to_every_set(s->scatter, scatter, s, message)) == BENCH_OK))) &&
            (outcome = bench_random_i32(op == EXPAND ? s->values : s->in, data, (int)words,
                                        width == 8 ? INT32_MIN : -1000000,
                                        width == 8 ? INT32_MAX : 1000000, input->seed,
                                        s->stream, message)) == BENCH_OK) {
            compute_references(s, scan, gather, scatter, data, want);
            if ((outcome = bench_upload_i32(s->want, want,
                                            (int)(outputs * (size_t)width / sizeof(int32_t)),
                                            message)) == BENCH_OK &&
                (op == EXPAND ||
                 (outcome = make_memcpy_pieces(s, gather, scatter, scan, message)) == BENCH_OK))
                outcome = size_cub_temp(s, message);
        }
    }
    free(scan), free(gather), free(scatter), free(data), free(want);
    return outcome;
}

static int expand_setup(void **state, const bench_input *input, char *message)
{
    return intervals_setup(EXPAND, 4, state, input, message);
}

static int move_setup(void **state, const bench_input *input, char *message)
{
    return intervals_setup(MOVE, 4, state, input, message);
}

static int expand_i64_setup(void **state, const bench_input *input, char *message)
{
    return intervals_setup(EXPAND, 8, state, input, message);
}

static int move_i64_setup(void **state, const bench_input *input, char *message)
{
    return intervals_setup(MOVE, 8, state, input, message);
}

static int gather_setup(void **state, const bench_input *input, char *message)
{
    return intervals_setup(GATHER, 4, state, input, message);
}

static int gather_i64_setup(void **state, const bench_input *input, char *message)
{
    return intervals_setup(GATHER, 8, state, input, message);
}

static int intervals_prepare(void *state, int impl, int set, char *message)
{
    intervals_state *s = state;

    (void)impl;
    return bench_poison(element_at(s->out, (size_t)s->moved, set, s->width),
                        (size_t)s->width * (size_t)s->moved, s->stream, message);
}

static int naive_outcome(lg_status status, char *message)
{
    return status == LG_OK ? BENCH_OK : bench_fail(message, BENCH_ERROR, "%s", support_last_error());
}

static int expand_run(void *state, int impl, int set, char *message)
{
    intervals_state *s = state;
    const int32_t *scan = at(s->scan, (size_t)s->count, set);
    const void *values = element_at(s->values, (size_t)s->count, set, s->width);
    void *out = element_at(s->out, (size_t)s->n, set, s->width);

    if (impl == OURS)
        return bench_lg(s->width == 8
                            ? lg_interval_expand_i64(s->n, scan, values, s->count, out, s->ctx)
                            : lg_interval_expand_i32(s->n, scan, values, s->count, out, s->ctx),
                        s->ctx, message);
    if (impl == NAIVE)
        return naive_outcome(
            s->width == 8
                ? interval_expand_naive_i64(s->n, scan, values, s->count, out, s->stream)
                : interval_expand_naive_i32(s->n, scan, values, s->count, out, s->stream),
            message);
    return bench_cuda(cub_copy_expand(s, scan, values, out, s->cub_temp, &s->cub_temp_bytes),
                      message, "cub::DeviceCopy::Batched");
}

/* lg_interval_gather_S, the gather of the library. */
static lg_status gather_of_the_library(const intervals_state *s, const int32_t *gather,
                                       const int32_t *scan, const void *in, void *out)
{
    return s->width == 8
               ? lg_interval_gather_i64(s->moved, gather, scan, s->count, in, out, s->ctx)
               : lg_interval_gather_i32(s->moved, gather, scan, s->count, in, out, s->ctx);
}

/* The move, or the gather (whose scatter offsets are the scan). */
static int move_run(void *state, int impl, int set, char *message)
{
    intervals_state *s = state;
    size_t first = (size_t)set * (size_t)s->count;
    const int32_t *scan = at(s->scan, (size_t)s->count, set);
    const int32_t *gather = at(s->gather, (size_t)s->count, set);
    const int32_t *scatter = scatter_of(s, set);
    const void *in = element_at(s->in, (size_t)s->n, set, s->width);
    void *out = element_at(s->out, (size_t)s->moved, set, s->width);
    int m = s->moved;

    if (impl == OURS && s->op == GATHER)
        return bench_lg(gather_of_the_library(s, gather, scan, in, out), s->ctx, message);
    if (impl == OURS)
        return bench_lg(s->width == 8 ? lg_interval_move_i64(m, gather, scatter, scan,
                                                             s->count, in, out, s->ctx)
                                      : lg_interval_move_i32(m, gather, scatter, scan,
                                                             s->count, in, out, s->ctx),
                        s->ctx, message);
    if (impl == NAIVE)
        return naive_outcome(s->width == 8 ? interval_move_naive_i64(m, gather, scatter, scan,
                                                                     s->count, in, out, s->stream)
                                           : interval_move_naive_i32(m, gather, scatter, scan,
                                                                     s->count, in, out, s->stream),
                             message);
    if (impl == CUB_COPY)
        return bench_cuda(cub_copy_move(s, gather, scatter, scan, in, out, s->cub_temp,
                                        &s->cub_temp_bytes),
                          message, "cub::DeviceCopy::Batched");
    return bench_cuda(peer_cub_memcpy_batched(s->sources + first, s->destinations + first,
                                              s->sizes + first, s->count, s->cub_temp,
                                              &s->cub_temp_bytes, s->stream),
                      message, "cub::DeviceMemcpy::Batched");
}

/* The output against the reference, word by word (two words an 8-byte element). */
static int intervals_check(void *state, int impl, int set, char *message)
{
    intervals_state *s = state;

    (void)impl;
    return bench_compare_i32(element_at(s->out, (size_t)s->moved, set, s->width),
                             element_at(s->want, (size_t)s->moved, set, s->width),
                             s->moved * (s->width / (int)sizeof(int32_t)), s->stream, message);
}

static void intervals_teardown(void *state)
{
    intervals_state *s = state;

    if (s != NULL) {
        cudaFree(s->scan), cudaFree(s->values), cudaFree(s->gather), cudaFree(s->scatter);
        cudaFree(s->in), cudaFree(s->out), cudaFree(s->want);
        cudaFree(s->sources), cudaFree(s->destinations), cudaFree(s->sizes);
        cudaFree(s->cub_temp);
        free(s);
    }
}

#define MEAN_LENGTHS "1,2,4,8,16,32,64,128,256,512,1024,2048,4096"
#define OTHER_LENGTHS                                                                        \
    "; other parameters: skewL (mean L, one interval in 32 long) and scale-free (n / 16 "   \
    "intervals, the degrees of a scale-free graph, more than half empty)"
#define GATHER_SUMMARY(S, T)                                                                 \
    "interval gather of " T " values: the adjacency lists of a random quarter of the "       \
    "vertices of a scale-free graph of n / 16 vertices and n edges (the parameter "          \
    "scale-free), lg_interval_gather_" S " against CUB's batched copies and one thread per " \
    "interval"

const bench_case bench_case_interval_expand = {
    .algorithm = "interval-expand",
    .summary = "interval expand of int32 values over intervals of mean length L (the "
               "parameter): lg_interval_expand_i32 against cub::DeviceCopy::Batched and one "
               "thread per interval" OTHER_LENGTHS,
    .element = "int32 values written",
    .bytes_rule = "4 bytes written per element, + 8 bytes per interval (its scan element and "
                  "its value, read once)",
    .params = MEAN_LENGTHS,
    .impls = {"ours", "naive", "cub-copy-batched", NULL},
    .param_ok = intervals_param_ok,
    .bytes = expand_bytes,
    .device_bytes = expand_device_bytes,
    .setup = expand_setup,
    .prepare = intervals_prepare,
    .run = expand_run,
    .check = intervals_check,
    .teardown = intervals_teardown,
};

const bench_case bench_case_interval_move = {
    .algorithm = "interval-move",
    .summary = "interval move of int32 values in intervals of mean length L (the parameter), "
               "in order to reverse order: lg_interval_move_i32 against CUB's batched copies "
               "and one thread per interval" OTHER_LENGTHS,
    .element = "int32 values moved",
    .bytes_rule = "4 bytes read + 4 bytes written per element, + 12 bytes per interval (its "
                  "scan element, gather and scatter offsets, read once)",
    .params = MEAN_LENGTHS,
    .impls = {"ours", "naive", "cub-copy-batched", "cub-memcpy-batched", NULL},
    .param_ok = intervals_param_ok,
    .bytes = move_bytes,
    .device_bytes = move_device_bytes,
    .setup = move_setup,
    .prepare = intervals_prepare,
    .run = move_run,
    .check = intervals_check,
    .teardown = intervals_teardown,
};

const bench_case bench_case_interval_expand_i64 = {
    .algorithm = "interval-expand-i64",
    .summary = "interval expand of int64 values over intervals of mean length L (the "
               "parameter): lg_interval_expand_i64 against cub::DeviceCopy::Batched over "
               "8-byte items and one thread per interval" OTHER_LENGTHS,
    .element = "int64 values written",
    .bytes_rule = "8 bytes written per element, + 12 bytes per interval (its scan element and "
                  "its 8-byte value, read once)",
    .params = MEAN_LENGTHS,
    .impls = {"ours", "naive", "cub-copy-batched", NULL},
    .param_ok = intervals_param_ok,
    .bytes = expand_i64_bytes,
    .device_bytes = expand_i64_device_bytes,
    .setup = expand_i64_setup,
    .prepare = intervals_prepare,
    .run = expand_run,
    .check = intervals_check,
    .teardown = intervals_teardown,
};

const bench_case bench_case_interval_move_i64 = {
    .algorithm = "interval-move-i64",
    .summary = "interval move of int64 values in intervals of mean length L (the parameter), "
               "in order to reverse order: lg_interval_move_i64 against CUB's batched copies "
               "of 8-byte items and one thread per interval" OTHER_LENGTHS,
    .element = "int64 values moved",
    .bytes_rule = "8 bytes read + 8 bytes written per element, + 12 bytes per interval (its "
                  "scan element, gather and scatter offsets, read once)",
    .params = MEAN_LENGTHS,
    .impls = {"ours", "naive", "cub-copy-batched", "cub-memcpy-batched", NULL},
    .param_ok = intervals_param_ok,
    .bytes = move_i64_bytes,
    .device_bytes = move_i64_device_bytes,
    .setup = move_i64_setup,
    .prepare = intervals_prepare,
    .run = move_run,
    .check = intervals_check,
    .teardown = intervals_teardown,
};

const bench_case bench_case_interval_gather = {
    .algorithm = "interval-gather",
    .summary = GATHER_SUMMARY("i32", "int32"),
    .element = "int32 edges of the graph (its input)",
    .bytes_rule = "4 bytes read + 4 bytes written per element gathered, + 8 bytes per "
                  "interval (its scan element and gather offset, read once)",
    .params = "scale-free",
    .impls = {"ours", "naive", "cub-copy-batched", "cub-memcpy-batched", NULL},
    .param_ok = gather_param_ok,
    .bytes = gather_bytes,
    .device_bytes = gather_device_bytes,
    .setup = gather_setup,
    .prepare = intervals_prepare,
    .run = move_run,
    .check = intervals_check,
    .teardown = intervals_teardown,
};

const bench_case bench_case_interval_gather_i64 = {
    .algorithm = "interval-gather-i64",
    .summary = GATHER_SUMMARY("i64", "int64"),
    .element = "int64 edges of the graph (its input)",
    .bytes_rule = "8 bytes read + 8 bytes written per element gathered, + 8 bytes per "
                  "interval (its scan element and gather offset, read once)",
    .params = "scale-free",
    .impls = {"ours", "naive", "cub-copy-batched", "cub-memcpy-batched", NULL},
    .param_ok = gather_param_ok,
    .bytes = gather_i64_bytes,
    .device_bytes = gather_i64_device_bytes,
    .setup = gather_i64_setup,
    .prepare = intervals_prepare,
    .run = move_run,
    .check = intervals_check,
    .teardown = intervals_teardown,
};
