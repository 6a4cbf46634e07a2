#line 1467 "chapters/02-merge.nw"
/* Whether key a goes before key b. Integers: a < b. Floating point: by
   value, -0.0 equal to +0.0, every NaN after +inf and equal to every
   other NaN. Included once per key type by keys.h; no include guard. */
LG_HD int LG_KEYED(lg_key_less)(K a, K b)
{
#if LG_KEY_FLOAT
    return a == a && !(b <= a);   /* x == x fails only for a NaN */
#else
    return a < b;
#endif
}
