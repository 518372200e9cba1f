#ifndef FEED_RUNTIME_LIBRARY_H
#define FEED_RUNTIME_LIBRARY_H

/// The first of `names` (NULL-terminated) that dlopen loads, or NULL. Names are tried in order:
/// the Linux sonames of the versions accepted first, then macOS's (Homebrew's directories by full
/// path too, which dlopen does not search on Apple silicon).
void *feed_open_first_library(const char *const *names);

/// A function of `library` by name, or NULL.
void *feed_library_symbol(void *library, const char *name);

#endif
