#line 1379 "chapters/02-merge.nw"
/* Include LG_KEYED_FILE once per key type of LG_KEY_TYPES, with K the type,
   LG_KEY_SUFFIX its suffix and LG_KEY_FLOAT 1 for floating point, else 0.
   No include guard. */
#define K int32_t
#define LG_KEY_SUFFIX i32
#define LG_KEY_FLOAT 0
#include "key_instance.h"
#define K uint32_t
#define LG_KEY_SUFFIX u32
#define LG_KEY_FLOAT 0
#include "key_instance.h"
#define K float
#define LG_KEY_SUFFIX f32
#define LG_KEY_FLOAT 1
#include "key_instance.h"
#define K int64_t
#define LG_KEY_SUFFIX i64
#define LG_KEY_FLOAT 0
#include "key_instance.h"
#define K uint64_t
#define LG_KEY_SUFFIX u64
#define LG_KEY_FLOAT 0
#include "key_instance.h"
#define K double
#define LG_KEY_SUFFIX f64
#define LG_KEY_FLOAT 1
#include "key_instance.h"
