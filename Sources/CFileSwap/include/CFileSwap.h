#ifndef CFILESWAP_H
#define CFILESWAP_H

#include <stddef.h>

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS where the platform has no such call).
int tribepress_exchange_paths(const char *first, const char *second);

/// Flushes the whole file system holding `path` to disk (Linux syncfs; sync elsewhere).
/// Returns 0 on success, -1 with errno set otherwise.
int tribepress_sync_file_system(const char *path);

/// Flushes one file or folder to disk (fsync), so a rename inside a folder is durable.
/// Returns 0 on success, -1 with errno set otherwise.
int tribepress_sync_path(const char *path);

/// The smallest file `tribepress_write_file` writes with O_DIRECT when asked to write it uncached.
extern const size_t tribepress_direct_write_bytes;

/// Writes `count` bytes as the whole content of the file at `path`, created with mode 0644 or
/// truncated. Never follows a symbolic link at `path`; does not flush, though on Linux a file of
/// 256 KiB or more is on its way to the disk when this returns: when `uncached` is non-zero it
/// is written with O_DIRECT where the file system allows (its last partial block through the
/// page cache), otherwise its writeback is started.
/// Returns 0 on success, -1 with errno set otherwise.
int tribepress_write_file(const char *path, const unsigned char *bytes, size_t count, int uncached);

/// How many files this process has written with O_DIRECT, and whether a file system has refused
/// it direct I/O (always, off Linux), after which `tribepress_write_file` writes every file
/// through the page cache: for tests to see which way a write went.
void tribepress_direct_writes(size_t *made, int *refused);

/// Gives `path` the file at `previous` (a hard link) when that file holds exactly `count` bytes
/// equal to `bytes` and is what `tribepress_write_file` would have made of them: a regular file
/// of this user, with a new file's permissions, reached through no symbolic link (so `previous`
/// must be a path with every link resolved). Linux 5.6 or later.
/// Returns 0 when linked, -1 otherwise; the caller then writes the bytes.
int tribepress_keep_if_same(const char *previous, const char *path, const unsigned char *bytes, size_t count);

/// Removes `path` and, if it is a folder, everything below it, without following symbolic links.
/// Returns 0 on success, -1 with errno set otherwise (what could be removed is removed).
int tribepress_remove_tree(const char *path);

#endif
