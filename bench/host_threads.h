/* Host work of a case's setup spread over the CPU's cores. */
#ifndef LITGPU_BENCH_HOST_THREADS_H
#define LITGPU_BENCH_HOST_THREADS_H

/* Call work(arg, k) once for every k in 0 .. count - 1, on as many threads
   as the machine has cores (at most count, at most BENCH_HOST_THREADS), and
   return when every call has returned. Calls for different k run at the
   same time, so work must touch only what belongs to its k. If a thread
   cannot be started, the calling thread does its share. */
#define BENCH_HOST_THREADS 64
void bench_for_each(int count, void (*work)(void *arg, int k), void *arg);

#endif
