/* bench_for_each: the k of a loop dealt round-robin to a few threads. The
   CPU references of a size with many sets (a small n is measured over up to
   256 sets, each with its own input) are independent of each other, and
   computing them one after the other was most of the mergesort case's
   time. */
#include <pthread.h>
#include <unistd.h>
#include "host_threads.h"

typedef struct share {
    void (*work)(void *arg, int k);
    void *arg;
    int first, step, count;
} share;

static void *run_share(void *p)
{
    share *s = p;

    for (int k = s->first; k < s->count; k += s->step)
        s->work(s->arg, k);
    return NULL;
}

void bench_for_each(int count, void (*work)(void *arg, int k), void *arg)
{
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    int threads = cores < 1 ? 1 : cores > BENCH_HOST_THREADS ? BENCH_HOST_THREADS : (int)cores;
    pthread_t id[BENCH_HOST_THREADS];
    share shares[BENCH_HOST_THREADS];
    int started[BENCH_HOST_THREADS] = {0};

    if (threads > count)
        threads = count;
    for (int t = 0; t < threads; t++) {
        shares[t] = (share){work, arg, t, threads, count};
        /* the calling thread takes share 0, and any share whose thread failed to start */
        started[t] = t > 0 && pthread_create(&id[t], NULL, run_share, &shares[t]) == 0;
    }
    for (int t = 0; t < threads; t++)
        if (!started[t])
            run_share(&shares[t]);
    for (int t = 1; t < threads; t++)
        if (started[t])
            pthread_join(id[t], NULL);
}
