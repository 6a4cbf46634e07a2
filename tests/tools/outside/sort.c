/* A program outside the project that uses the installed litgpu: it sorts a
   million keys on the GPU and checks them. Exit status 0 when sorted, 77
   when the machine has no usable device (the library's message printed),
   1 on any other failure. */
#include <stdio.h>
#include <stdlib.h>
#include <litgpu.h>

#define N (1 << 20)

int main(void)
{
    lg_context *ctx = NULL;
    int32_t *host = malloc(N * sizeof *host), *keys = NULL;
    lg_status status;
    int i, ok = 1;

    printf("litgpu %s\n", lg_version());
    status = lg_context_create(&ctx, 0);
    if (status == LG_ERR_NO_DEVICE || status == LG_ERR_UNSUPPORTED_DEVICE) {
        printf("no device: %s: %s\n", lg_status_string(status), lg_context_last_error(NULL));
        free(host);
        return 77;
    }
    if (status != LG_OK || host == NULL || cudaMalloc((void **)&keys, N * sizeof *keys) != cudaSuccess) {
        printf("failed: %s\n", status != LG_OK ? lg_context_last_error(NULL) : "no memory");
        lg_context_destroy(ctx);
        free(host);
        return 1;
    }
    for (i = 0; i < N; i++)
        host[i] = (int32_t)((uint32_t)i * 2654435761u >> 1);
    cudaMemcpy(keys, host, N * sizeof *keys, cudaMemcpyHostToDevice);
    status = lg_mergesort_keys_i32(keys, N, ctx);
    if (status == LG_OK)
        status = lg_context_synchronize(ctx);
    cudaMemcpy(host, keys, N * sizeof *keys, cudaMemcpyDeviceToHost);
    for (i = 1; i < N && status == LG_OK; i++)
        ok &= host[i - 1] <= host[i];
    if (status != LG_OK || !ok)
        printf("failed: %s\n", status != LG_OK ? lg_context_last_error(ctx) : "the keys are not in order");
    else
        printf("sorted %d keys\n", N);
    cudaFree(keys);
    lg_context_destroy(ctx);
    free(host);
    return status == LG_OK && ok ? 0 : 1;
}
