#line 1409 "chapters/02-merge.nw"
/* One instance of LG_KEYED_FILE, then forget the key type. No include guard. */
#include LG_KEYED_FILE
#undef K
#undef LG_KEY_SUFFIX
#undef LG_KEY_FLOAT
