#ifndef FEED_TTY_BUILD_H
#define FEED_TTY_BUILD_H

/// The version of feed-tty, as the repository's VERSION file holds it (with its line break).
const char *feed_tty_build_version(void);

/// The commit this binary was built from, as Scripts/build-release found it with git
/// (e.g. "3f2a1b9c0d1e", or "3f2a1b9c0d1e-dirty" with uncommitted changes); "" when the build was
/// not given one (a plain `swift build`).
const char *feed_tty_build_commit(void);

#endif
