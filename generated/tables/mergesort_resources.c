#line 1640 "chapters/03-mergesort.nw"
/* The mergesort kernels' registers, shared memory and spills, from the
   ptxas report, with the CTAs an H100 SM can hold. */
#include <stdio.h>
#include <string.h>

#define REPORT "chapters/data/mergesort-ptxas.txt"

#line 1688 "chapters/03-mergesort.nw"
static void demangle(const char *mangled, char *name, size_t size)
{
    int length = 0, used = 0, first = 1;
    const char *p = mangled + 2;   /* past "_Z" */

    sscanf(p, "%d%n", &length, &used);
    p += used;
    snprintf(name, size, "%.*s", length, p);
    p += length;
    if (*p++ != 'I')
        return;
    while (p[0] == 'L' && (p[1] == 'i' || p[1] == 'b')) {
        int value = 0;
        sscanf(p + 2, "%d%n", &value, &used);
        snprintf(name + strlen(name), size - strlen(name), "%s%d", first ? "<" : ", ", value);
        first = 0;
        p += 2 + used + 1;
    }
    if (!first)
        snprintf(name + strlen(name), size - strlen(name), ">");
}

#line 1649 "chapters/03-mergesort.nw"
int main(void)
{
    char line[512], name[128] = "";
    int spill_stores = 0, spill_loads = 0;
    FILE *f = fopen(REPORT, "r");

    if (f == NULL) {
        printf("(No resource report: %s is missing.)\n", REPORT);
        return 0;
    }
    printf("| kernel | registers | shared bytes | spilled bytes | CTAs per SM | warps per SM |\n"
           "|---|--:|--:|--:|--:|--:|\n");
    while (fgets(line, sizeof line, f) != NULL) {
        const char *entry = strstr(line, "entry function '");
        int registers, shared = 0;

        if (entry != NULL)
            demangle(entry + 16, name, sizeof name);
        else if (strstr(line, "spill stores") != NULL)
            sscanf(line, " %*d bytes stack frame, %d bytes spill stores, %d bytes spill loads",
                   &spill_stores, &spill_loads);
        else if (sscanf(line, "ptxas info : Used %d registers", &registers) == 1 ||
                 sscanf(line, "ptxas info    : Used %d registers", &registers) == 1) {
            const char *smem = strstr(line, "barriers, ");
            if (smem != NULL)
                sscanf(smem, "barriers, %d bytes smem", &shared);
            
#line 1718 "chapters/03-mergesort.nw"
{
    int nt = 0, by_threads, by_registers, by_shared, ctas;
    const char *args = strchr(name, '<');
    int per_warp = (registers * 32 + 255) / 256 * 256;

    if (args != NULL)
        sscanf(args + 1, "%d", &nt);
    by_threads = nt > 0 ? 2048 / nt : 0;
    by_registers = nt > 0 ? 65536 / (per_warp * (nt / 32)) : 0;
    by_shared = 233472 / (shared + 1024);
    ctas = by_threads < by_registers ? by_threads : by_registers;
    ctas = ctas < by_shared ? ctas : by_shared;
    ctas = ctas < 32 ? ctas : 32;
    printf("| `%s` | %d | %d | %d | %d | %d |\n", name, registers, shared,
           spill_stores + spill_loads, ctas, ctas * nt / 32);
}
#line 1676 "chapters/03-mergesort.nw"
        }
    }
    fclose(f);
    return 0;
}
