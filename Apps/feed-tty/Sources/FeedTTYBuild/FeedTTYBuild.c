#include "FeedTTYBuild.h"

// C, not Swift, because only C can take a file's bytes at compile time (#embed, C23): the version
// is written in one place, the repository's VERSION file, which the packages, the manual and this
// binary all name; and clang lists an embedded file among the object's dependencies, so a change to
// VERSION rebuilds this file without a clean build.
static const char version[] = {
#embed "../../../../VERSION"
    , 0};

// FEED_TTY_COMMIT is defined by Package.swift from the environment variable of that name, which
// Scripts/build-release sets from git; a plain `swift build` has none.
#ifndef FEED_TTY_COMMIT
#define FEED_TTY_COMMIT ""
#endif

const char *feed_tty_build_version(void) { return version; }

const char *feed_tty_build_commit(void) { return FEED_TTY_COMMIT; }
