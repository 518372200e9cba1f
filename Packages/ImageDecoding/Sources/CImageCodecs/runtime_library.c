#include "runtime_library.h"

#include <dlfcn.h>
#include <stddef.h>

void *feed_open_first_library(const char *const *names) {
    for (const char *const *name = names; *name != NULL; name++) {
        // RTLD_LOCAL: the library's symbols serve only the lookups made here.
        void *library = dlopen(*name, RTLD_NOW | RTLD_LOCAL);
        if (library != NULL) return library;
    }
    return NULL;
}

void *feed_library_symbol(void *library, const char *name) {
    return library == NULL ? NULL : dlsym(library, name);
}
