/* The foundations chapter on the CPU: the workbench (random numbers, error
   checking, buffers without a device), and the host-and-device logic of
   tiles, scans and the look-back. Nothing here needs a GPU; every device is
   hidden from the CUDA runtime before its first call. */
#define _POSIX_C_SOURCE 200809L   /* setenv */
#include <limits.h>
#include <string.h>
#include "lg_test.h"
#include "support.h"
#include "random.h"
#include "tile_model.h"

/* Golden values: SplitMix64 seeded with the mixed seed, high halves,
   computed independently of this code. */
static void random_u32_matches_splitmix64(void **state)
{
    (void)state;
    assert_int_equal(random_u32(0, 0), 0xe220a839u);   /* SplitMix64(0)'s first output */
    assert_int_equal(random_u32(0, 1), 0x6e789e6au);
    assert_int_equal(random_u32(1, 0), 0xbfef8030u);
    assert_int_equal(random_u32(42, 12345), 0x47564f8cu);
    assert_int_equal(random_u32(UINT64_MAX, (uint64_t)1 << 40), 0x83e0ad93u);
}

static void random_i32_stays_in_range_and_is_even(void **state)
{
    enum { N = 600000 };
    int histogram[6] = {0};

    (void)state;
    for (int i = 0; i < N; i++) {
        int32_t v = random_i32(7, (uint64_t)i, 0, 5);
        assert_true(v >= 0 && v <= 5);
        histogram[v]++;
    }
    for (int v = 0; v < 6; v++)   /* each 100000, give or take 1% */
        assert_in_range(histogram[v], 99000, 101000);
    assert_int_equal(random_i32(1, 0, 0, 5), 4);   /* computed independently */
    assert_int_equal(random_i32(1, 3, 0, 5), 5);
}

/* The scale-free counts sum to their total exactly, none negative, more
   than half of them empty, and a few far longer than the mean; too few
   edges for the counts, and no counts at all, work too. */
static void scale_free_counts_are_skewed_and_exact(void **state)
{
    enum { N = 1 << 16 };
    static int32_t counts[N];
    int empty = 0;
    int32_t longest = 0;
    int64_t sum = 0;

    (void)state;
    assert_int_equal(scale_free_counts_i32(3, N, 16 * N, counts), 0);
    for (int i = 0; i < N; i++) {
        assert_true(counts[i] >= 0);
        sum += counts[i], empty += counts[i] == 0;
        longest = counts[i] > longest ? counts[i] : longest;
    }
    assert_int_equal(sum, 16 * N);
    assert_in_range(empty, N / 2 + 1, N * 6 / 10);
    assert_true(longest > 100 * 16);
    assert_int_equal(scale_free_counts_i32(4, 1000, 7, counts), 0);
    for (int i = 0; i < 1000; i++)
        sum += counts[i];
    assert_int_equal(sum, 16 * N + 7);
    assert_int_equal(scale_free_counts_i32(5, 0, 0, counts), 0);
}

static void random_i32_handles_the_edges_of_its_range(void **state)
{
    (void)state;
    for (uint64_t i = 0; i < 1000; i++) {
        uint32_t bits = random_u32(3, i);
        /* the whole range gives the bits themselves, shifted by INT32_MIN */
        assert_int_equal(random_i32(3, i, INT32_MIN, INT32_MAX),
                         (int32_t)(bits ^ 0x80000000u));
        assert_int_equal(random_i32(3, i, -17, -17), -17);
        assert_int_equal(random_i32(3, i, 9, -4), random_i32(3, i, -4, 9));
    }
    assert_true(random_u32(5, 0) != random_u32(6, 0));
    assert_int_equal(random_u32(5, 99), random_u32(5, 99));
}

static void cuda_errors_become_statuses_with_messages(void **state)
{
    (void)state;
    assert_int_equal(cuda_check(cudaSuccess, "nothing"), LG_OK);
    assert_int_equal(cuda_check(cudaErrorMemoryAllocation, "allocating"), LG_ERR_OUT_OF_MEMORY);
    assert_string_equal(support_last_error(),
                        "allocating failed: out of memory (cudaErrorMemoryAllocation)");
    assert_int_equal(cuda_check(cudaErrorNoDevice, "x"), LG_ERR_NO_DEVICE);
    assert_int_equal(cuda_check(cudaErrorInvalidValue, "copying"), LG_ERR_CUDA);
    assert_non_null(strstr(support_last_error(), "copying failed: "));
    assert_int_equal(support_fail(LG_ERR_INVALID_ARGUMENT, "n is %d", 3), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(support_last_error(), "n is 3");
}

static void buffers_without_a_device_fail_cleanly(void **state)
{
    void *p = (void *)&p;
    int32_t host[4] = {1, 2, 3, 4};

    (void)state;
    assert_int_equal(device_alloc(&p, 0), LG_OK);   /* no CUDA call at all */
    assert_null(p);
    assert_int_equal(device_alloc(&p, 400), LG_ERR_NO_DEVICE);
    assert_null(p);
    assert_non_null(strstr(support_last_error(), "device_alloc: allocating 400 bytes failed: "));
    assert_int_equal(copy_to_device(NULL, host, 0), LG_OK);
    assert_int_equal(copy_to_host(host, NULL, 0), LG_OK);
    assert_int_equal(host[0], 1);
    device_free(NULL);
}

static void fill_random_checks_its_arguments_first(void **state)
{
    int32_t fake[4];

    (void)state;
    assert_int_equal(fill_random_i32(fake, -1, 0, 5, 1, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(support_last_error(), "fill_random_i32: count is -1; it must be at least 0");
    assert_int_equal(fill_random_i32(NULL, 4, 0, 5, 1, NULL), LG_ERR_INVALID_ARGUMENT);
    assert_string_equal(support_last_error(), "fill_random_i32: device_out is NULL and count is 4");
    assert_int_equal(fill_random_i32(NULL, 0, 0, 5, 1, NULL), LG_OK);
    assert_int_not_equal(fill_random_i32(fake, 4, 0, 5, 1, NULL), LG_OK);   /* no device */
}

static void strided_and_thread_order_cover_the_tile_once(void **state)
{
    enum { NT = 96, VT = 7, NV = NT * VT };
    int seen_strided[NV] = {0}, seen_thread[NV] = {0};

    (void)state;
    for (int tid = 0; tid < NT; tid++)
        for (int j = 0; j < VT; j++) {
            seen_strided[lg_strided_index(tid, j, NT)]++;
            seen_thread[lg_thread_order_index(tid, j, VT)]++;
        }
    for (int i = 0; i < NV; i++) {
        assert_int_equal(seen_strided[i], 1);
        assert_int_equal(seen_thread[i], 1);
    }
    assert_int_equal(lg_strided_index(3, 2, 4), 11);
    assert_int_equal(lg_thread_order_index(3, 2, 4), 14);
}

static void padded_slots_are_distinct_and_fit(void **state)
{
    (void)state;
    for (int padded = 0; padded <= 1; padded++)
        for (int nv = 1; nv <= 4 * 1024 + 40; nv += 37) {
            assert_true(lg_tile_slot(nv - 1, padded) < lg_tile_shared_words(nv, padded));
            for (int i = 1; i < nv; i++)
                assert_true(lg_tile_slot(i, padded) > lg_tile_slot(i - 1, padded));
        }
    assert_int_equal(lg_tile_slot(31, 1), 31);
    assert_int_equal(lg_tile_slot(32, 1), 33);
}

/* The rule the kernels follow: pad when VT is even. */
static void bank_conflicts_are_as_the_book_says(void **state)
{
    (void)state;
    for (int vt = 1; vt <= 16; vt++) {
        int unpadded = 0, padded = 0, gcd = vt;
        for (int j = 0; j < vt; j++) {
            int u = thread_order_wavefronts(vt, j, 0), p = thread_order_wavefronts(vt, j, 1);
            unpadded = u > unpadded ? u : unpadded;
            padded = p > padded ? p : padded;
            assert_int_equal(strided_wavefronts(256, j, 0), 1);
            assert_int_equal(strided_wavefronts(256, j, 1), 1);
        }
        while (32 % gcd != 0 || vt % gcd != 0)
            gcd--;
        assert_int_equal(unpadded, gcd);   /* gcd(VT, 32) ways */
        if ((vt & (vt - 1)) == 0)
            assert_int_equal(padded, 1);
        if (vt % 2 == 0)
            assert_true(padded <= unpadded);
        else
            assert_true(padded >= unpadded);
    }
}

static void the_same_word_is_a_broadcast(void **state)
{
    int words[32];

    (void)state;
    for (int k = 0; k < 32; k++)
        words[k] = 7;
    assert_int_equal(warp_wavefronts(words, 32), 1);
    for (int k = 0; k < 32; k++)
        words[k] = 32 * (k % 4);   /* four distinct words in bank 0 */
    assert_int_equal(warp_wavefronts(words, 32), 4);
}

static void thread_scans_match_the_reference(void **state)
{
    uint32_t x[13], y[13];
    int32_t in[13], want[13];

    (void)state;
    for (int i = 0; i < 13; i++)
        in[i] = random_i32(4, (uint64_t)i, INT32_MIN, INT32_MAX);
    scan_exclusive_reference_i32(in, 13, want);
    for (int i = 0; i < 13; i++)
        x[i] = y[i] = (uint32_t)in[i];
    assert_int_equal(lg_thread_reduce_u32(x, 13), (uint32_t)want[12] + (uint32_t)in[12]);
    assert_int_equal(lg_thread_scan_exclusive_u32(x, 13, 0), lg_thread_reduce_u32(y, 13));
    assert_int_equal(lg_thread_scan_inclusive_u32(y, 13, 5), (uint32_t)want[12] + (uint32_t)in[12] + 5);
    for (int i = 0; i < 13; i++) {
        assert_int_equal(x[i], (uint32_t)want[i]);
        assert_int_equal(y[i], (uint32_t)want[i] + (uint32_t)in[i] + 5);
    }
}

/* The five shuffle steps, run lane by lane, give the inclusive scan. */
static void the_warp_scan_step_scans_a_warp(void **state)
{
    uint32_t lanes[32], before[32];
    int32_t in[32], want[32];

    (void)state;
    for (int k = 0; k < 32; k++)
        in[k] = random_i32(5, (uint64_t)k, -1000000000, 1000000000), lanes[k] = (uint32_t)in[k];
    for (int offset = 1; offset < 32; offset *= 2) {
        memcpy(before, lanes, sizeof before);
        for (int k = 0; k < 32; k++)   /* __shfl_up_sync gives a lane its own value below offset */
            lanes[k] = lg_warp_scan_step_u32(before[k], before[k >= offset ? k - offset : k], k, offset);
    }
    scan_exclusive_reference_i32(in, 32, want);
    for (int k = 0; k < 32; k++)
        assert_int_equal(lanes[k], (uint32_t)want[k] + (uint32_t)in[k]);
}

static void status_words_keep_flag_and_value(void **state)
{
    (void)state;
    assert_int_equal(lg_tile_status_word(LG_TILE_INVALID, 0), 0);   /* zeroed memory: nothing yet */
    for (uint32_t flag = 0; flag <= 2; flag++) {
        uint64_t word = lg_tile_status_word(flag, 0xFFFFFFFFu - flag);
        assert_int_equal(lg_tile_status_flag(word), flag);
        assert_int_equal(lg_tile_status_value(word), 0xFFFFFFFFu - flag);
    }
}

static void look_back_adds_up_to_the_nearest_prefix(void **state)
{
    (void)state;
    assert_int_equal(lg_look_back_lanes(0, 0), 0xffffffffu);            /* all aggregates: step back */
    assert_int_equal(lg_look_back_lanes(0, 1u << 3), 0xfu);             /* stop at lane 3 */
    assert_int_equal(lg_look_back_lanes(1u << 5, 1u << 3), 0xfu);       /* nothing yet beyond it: no matter */
    assert_int_equal(lg_look_back_lanes(1u << 2, 1u << 3), 0u);         /* nothing yet before it: read again */
    assert_int_equal(lg_look_back_lanes(1u << 3, 1u << 3), 0u);         /* cannot be both: read again */
    assert_int_equal(lg_look_back_lanes(1u << 0, 0), 0u);
    assert_int_equal(lg_look_back_lanes(1u << 31, 0), 0u);
    assert_int_equal(lg_look_back_lanes(0, 1u), 1u);
    assert_int_equal(lg_look_back_lanes(0, 1u << 31 | 1u << 7), 0xffu);
    assert_int_equal(lg_look_back_lanes(0, 1u << 31), 0xffffffffu);
}

/* Tile t's look-back, with the model of the warp's: 1 and its carry-in
   when it could finish, 0 when some predecessor has not published yet. */
static int try_look_back(const uint64_t *status, int t, uint32_t *carry_in)
{
    enum { WINDOW = 32 };
    int outcome = 0;

    *carry_in = 0;
    for (int top = t - 1; t > 0 && outcome != 1; top -= WINDOW) {
        uint64_t window[WINDOW];
        for (int k = 0; k < WINDOW; k++)
            window[k] = top - k >= 0 ? status[top - k] : lg_tile_status_word(LG_TILE_PREFIX, 0);
        if ((outcome = lg_look_back_window(window, WINDOW, carry_in)) < 0)
            return 0;
    }
    return 1;
}

/* Tiles run in a random interleaving: at each event a random unfinished
   tile either publishes its aggregate or, once it has, tries its
   look-back. Every carry-in must be the sum of the tiles before. */
static void the_look_back_model_finds_every_carry_in(void **state)
{
    enum { TILES = 300 };
    uint64_t status[TILES];
    uint32_t total[TILES], want = 0, want_at[TILES];
    int finished = 0, done[TILES] = {0}, waits = 0;

    (void)state;
    for (int t = 0; t < TILES; t++) {
        total[t] = random_u32(11, (uint64_t)t);
        want_at[t] = want, want += total[t];
        status[t] = lg_tile_status_word(LG_TILE_INVALID, 0);
    }
    for (uint64_t event = 0; finished < TILES; event++) {
        int t = (int)(random_u32(12, event) % TILES);
        uint32_t carry_in;

        if (done[t])
            continue;
        if (lg_tile_status_flag(status[t]) == LG_TILE_INVALID) {
            status[t] = lg_tile_status_word(t == 0 ? LG_TILE_PREFIX : LG_TILE_AGGREGATE, total[t]);
        } else if (try_look_back(status, t, &carry_in)) {
            assert_int_equal(carry_in, want_at[t]);
            status[t] = lg_tile_status_word(LG_TILE_PREFIX, carry_in + total[t]);
            done[t] = 1, finished++;
        } else {
            waits++;
        }
    }
    assert_true(waits > 0);   /* the interleaving did make tiles wait */
}

static void the_reference_scan_wraps_and_counts_exactly(void **state)
{
    enum { N = 5 };
    int32_t in[N] = {INT32_MAX, INT32_MAX, 2, INT32_MIN, -7}, out[N];

    (void)state;
    assert_int_equal(scan_exclusive_reference_i32(in, N, out), (int64_t)INT32_MAX * 2 + 2 + INT32_MIN - 7);
    assert_int_equal(out[0], 0);
    assert_int_equal(out[1], INT32_MAX);
    assert_int_equal(out[2], -2);   /* 2 * INT32_MAX wraps to -2 */
    assert_int_equal(out[3], 0);
    assert_int_equal(out[4], INT32_MIN);
    assert_int_equal(scan_exclusive_reference_i32(in, 0, out), 0);
    assert_int_equal(scan_exclusive_reference_i32(in, N, in), (int64_t)INT32_MAX - 6);   /* in place */
    assert_int_equal(in[2], -2);
    assert_int_equal(lg_scan_tile_count(0, 3840), 0);
    assert_int_equal(lg_scan_tile_count(3841, 3840), 2);
    assert_int_equal(lg_scan_tile_count(INT32_MAX, 3840), 559241);
    assert_int_equal(lg_scan_scratch_bytes(3), 40);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(random_u32_matches_splitmix64),
        cmocka_unit_test(random_i32_stays_in_range_and_is_even),
        cmocka_unit_test(random_i32_handles_the_edges_of_its_range),
        cmocka_unit_test(scale_free_counts_are_skewed_and_exact),
        cmocka_unit_test(cuda_errors_become_statuses_with_messages),
        cmocka_unit_test(buffers_without_a_device_fail_cleanly),
        cmocka_unit_test(fill_random_checks_its_arguments_first),
        cmocka_unit_test(strided_and_thread_order_cover_the_tile_once),
        cmocka_unit_test(padded_slots_are_distinct_and_fit),
        cmocka_unit_test(bank_conflicts_are_as_the_book_says),
        cmocka_unit_test(the_same_word_is_a_broadcast),
        cmocka_unit_test(thread_scans_match_the_reference),
        cmocka_unit_test(the_warp_scan_step_scans_a_warp),
        cmocka_unit_test(status_words_keep_flag_and_value),
        cmocka_unit_test(look_back_adds_up_to_the_nearest_prefix),
        cmocka_unit_test(the_look_back_model_finds_every_carry_in),
        cmocka_unit_test(the_reference_scan_wraps_and_counts_exactly),
    };

    setenv("CUDA_VISIBLE_DEVICES", "", 1);   /* before the runtime starts */
    return cmocka_run_group_tests_name("foundations on the CPU", tests, NULL, NULL);
}
