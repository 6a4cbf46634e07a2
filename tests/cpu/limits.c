/* The index arithmetic of the library's shared logic at the largest counts
   the API accepts: INT_MAX elements, INT_MAX segments. Like every CPU test,
   this program is built with -fsanitize=undefined and stops at the first
   signed overflow, so an overflow here fails even where the wrapped value
   happens to give the right answer. The long arrays are anonymous mappings
   that are never written: every page reads as zeros and none takes memory.
   No GPU needed. */
#define _DEFAULT_SOURCE   /* MAP_ANONYMOUS, MAP_NORESERVE */
#include <limits.h>
#include <sys/mman.h>
#include "lg_test.h"
#include "merge_path.h"
#include "segreduce.h"

/* n int32 zeros that take no memory, or NULL if the mapping is refused. */
static int32_t *zeros(size_t n)
{
    void *p = mmap(NULL, sizeof(int32_t) * n, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                   -1, 0);
    return p == MAP_FAILED ? NULL : (int32_t *)p;
}

static void unzero(int32_t *p, size_t n)
{
    munmap(p, sizeof(int32_t) * n);
}

/* The samples of a two-level merge search: the count lg_scratch is asked for. */
static void merge_sample_counts_do_not_wrap(void **state)
{
    static const int spacings[] = {2, 128, 256, 512, 1000};   /* the library's: NT */
    static const int b_counts[] = {0, 1, 511, INT_MAX - 512, INT_MAX - 511, INT_MAX - 510,
                                   INT_MAX - 254, INT_MAX - 1, INT_MAX};

    (void)state;
    for (size_t s = 0; s < sizeof spacings / sizeof *spacings; s++)
        for (size_t k = 0; k < sizeof b_counts / sizeof *b_counts; k++) {
            int spacing = spacings[s], b = b_counts[k], a = INT_MAX - b;
            int64_t want = a / spacing + 1 + ((int64_t)b + spacing - 1) / spacing;

            assert_int_equal(lg_merge_sample_count(a, b, spacing), want);
            assert_int_equal(lg_merge_sample_count(0, b, spacing),
                             1 + ((int64_t)b + spacing - 1) / spacing);
        }
}

/* The diagonal of the last piece of a merge of INT_MAX outputs. */
static void merge_diagonals_and_paths_reach_int_max(void **state)
{
    size_t n = (size_t)INT_MAX - 1;
    int32_t *b = zeros(n), a[1] = {0};

    (void)state;
    assert_non_null(b);
    assert_int_equal(lg_merge_diagonal(INT_MAX / 512 + 1, 512, INT_MAX), INT_MAX);
    assert_int_equal(lg_merge_diagonal(INT_MAX, INT_MAX, INT_MAX), INT_MAX);
    /* Equal keys: the stable path takes a's one key first, the upper one last. */
    assert_int_equal(lg_merge_path_i32(a, 1, b, (int)n, INT_MAX, LG_BOUNDS_LOWER), 1);
    assert_int_equal(lg_merge_path_i32(a, 1, b, (int)n, INT_MAX - 1, LG_BOUNDS_UPPER), 0);
    assert_int_equal(lg_merge_path_i32(a, 1, b, (int)n, INT_MAX, LG_BOUNDS_UPPER), 1);
    unzero(b, n);
}

/* A tile whose list of starts holds INT_MAX entries, all 0 (INT_MAX - 1
   empty segments, then the terminator): the searches and the gallop. */
static void segment_searches_reach_int_max_starts(void **state)
{
    size_t n = (size_t)INT_MAX;
    int32_t *starts = zeros(n);
    lg_seg_starts s;
    int row;

    (void)state;
    assert_non_null(starts);
    s.starts = starts;
    s.last = INT_MAX;
    s.terminator = 1;
    assert_int_equal(lg_segreduce_find_row(s, 0), INT_MAX - 1);
    assert_int_equal(lg_segreduce_find_row(s, 1), INT_MAX);
    row = 0;                                   /* the gallop passes 2^30 */
    assert_int_equal(lg_segreduce_step(s, &row, 0), 1);
    assert_int_equal(row, INT_MAX - 1);
    row = 0;
    assert_int_equal(lg_segreduce_step(s, &row, 1), 1);
    assert_int_equal(row, INT_MAX);
    row = INT_MAX - 1;                         /* nothing left to skip */
    assert_int_equal(lg_segreduce_step(s, &row, 0), 0);
    assert_int_equal(row, INT_MAX - 1);
    /* The reproduction's shape: 2^30 + 1 starts, the terminator after them. */
    s.last = (1 << 30) + 1;
    row = 0;
    assert_int_equal(lg_segreduce_step(s, &row, 0), 1);
    assert_int_equal(row, 1 << 30);
    unzero(starts, n);
}

/* The bounds of a tile's range of segments when its end is INT_MAX. */
static void segment_ranges_reach_int_max(void **state)
{
    lg_seg_range r = lg_segreduce_range(0, INT_MAX);

    (void)state;
    assert_int_equal(r.total, INT_MAX);
    assert_int_equal(lg_seg_starts_last(r), INT_MAX);
    assert_int_equal(lg_seg_entries_end(r, INT_MAX), INT_MAX);
    r = lg_segreduce_range(INT_MAX - 1, INT_MAX);
    assert_int_equal(lg_seg_entries_end(r, INT_MAX), INT_MAX);
    r = lg_segreduce_range(0, (int32_t)((uint32_t)(INT_MAX - 1) | LG_SEGREDUCE_CARRIED));
    assert_int_equal(lg_seg_starts_last(r), INT_MAX);
    assert_int_equal(lg_seg_entries_end(r, INT_MAX), INT_MAX);
    assert_int_equal(lg_tile_ceiling(INT_MAX, 1920), INT_MAX / 1920 + 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(merge_sample_counts_do_not_wrap),
        cmocka_unit_test(merge_diagonals_and_paths_reach_int_max),
        cmocka_unit_test(segment_searches_reach_int_max_starts),
        cmocka_unit_test(segment_ranges_reach_int_max),
    };

    return cmocka_run_group_tests(tests, NULL, NULL);
}
