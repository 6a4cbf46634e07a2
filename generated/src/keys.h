#line 1354 "chapters/02-merge.nw"
/* Key types: LG_KEYED, and each key type's order (key_order.h), through
   each_key.h. The merge chapter explains them. Valid C11. */
#ifndef LITGPU_KEYS_H
#define LITGPU_KEYS_H

#include "hostdevice.h"
#include "litgpu.h"

#define LG_KEYED_PASTE(name, suffix) name##_##suffix
#define LG_KEYED_EXPAND(name, suffix) LG_KEYED_PASTE(name, suffix)
/* name_S for the key type being defined, whose suffix is LG_KEY_SUFFIX. */
#define LG_KEYED(name) LG_KEYED_EXPAND(name, LG_KEY_SUFFIX)

#define LG_KEYED_FILE "key_order.h"
#include "each_key.h"
#undef LG_KEYED_FILE

#endif
