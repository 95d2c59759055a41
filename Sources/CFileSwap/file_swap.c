#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "CFileSwap.h"

#if defined(__linux__) && __has_include(<linux/openat2.h>)
#include <linux/openat2.h>
#include <sys/syscall.h>
#define TRIBEPRESS_HAS_OPENAT2 1
#endif

int tribepress_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(RENAME_EXCHANGE)
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}

int tribepress_sync_file_system(const char *path) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
#if defined(__linux__)
    int result = syncfs(fd);
#else
    sync();
    int result = 0;
#endif
    int saved = errno;
    close(fd);
    errno = saved;
    return result;
}

int tribepress_sync_path(const char *path) {
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    int result = fsync(fd);
    int saved = errno;
    close(fd);
    errno = saved;
    return result;
}

/// Writes `bytes` from `*written` up to `count` to `fd`, moving `*written` on; 0 when every byte
/// is written, else the error (EIO for a write that wrote nothing).
static int write_all(int fd, const unsigned char *bytes, size_t count, size_t *written) {
    while (*written < count) {
        ssize_t result = write(fd, bytes + *written, count - *written);
        if (result < 0 && errno == EINTR) continue;
        if (result <= 0) return result < 0 ? errno : EIO;
        *written += (size_t)result;
    }
    return 0;
}

/// Closes `fd` and returns -1 with errno set to `error`.
static int fail_closing(int fd, int error) {
    close(fd);
    errno = error;
    return -1;
}

/// Files at least this big go to the disk without passing through the page cache.
const size_t tribepress_direct_write_bytes = 256 * 1024;

#if defined(__linux__)
/// What direct I/O needs lined up: the buffer's address, the length and the offset.
static const size_t direct_alignment = 4096;
/// How much of a file is copied into the aligned buffer and written at a time.
static const size_t direct_chunk = 1024 * 1024;
/// Set once the file system has refused direct I/O, so the process's later files go the usual way.
static int direct_refused = 0;
static size_t direct_writes_made = 0;

static pthread_key_t direct_buffer_key;
static int direct_buffer_key_made = 0;
static pthread_once_t direct_buffer_once = PTHREAD_ONCE_INIT;

static void make_direct_buffer_key(void) {
    direct_buffer_key_made = pthread_key_create(&direct_buffer_key, free) == 0;
}

/// This thread's buffer of `direct_chunk` bytes aligned for direct I/O, kept for its next file
/// and freed when the thread ends; NULL without memory.
static unsigned char *aligned_buffer(void) {
    pthread_once(&direct_buffer_once, make_direct_buffer_key);
    if (!direct_buffer_key_made) return NULL;
    void *buffer = pthread_getspecific(direct_buffer_key);
    if (buffer != NULL) return buffer;
    if (posix_memalign(&buffer, direct_alignment, direct_chunk) != 0) return NULL;
    if (pthread_setspecific(direct_buffer_key, buffer) != 0) {
        free(buffer);
        return NULL;
    }
    return buffer;
}

/// Writes a big file with O_DIRECT: its whole blocks through an aligned buffer, the few bytes
/// after them through the page cache. Returns 0 when written, -1 with errno set on an error to
/// report, 1 when this file is to be written the usual way instead (over whatever this wrote),
/// and 2 when the file system refuses direct I/O.
static int write_direct(const char *path, const unsigned char *bytes, size_t count) {
    unsigned char *aligned = aligned_buffer();
    if (aligned == NULL) return 1;
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW | O_DIRECT, 0644);
    if (fd < 0) return errno == EINVAL ? 2 : -1;
    size_t whole = count & ~(direct_alignment - 1);
    size_t written = 0;
    while (written < whole) {
        size_t chunk = whole - written < direct_chunk ? whole - written : direct_chunk;
        memcpy(aligned, bytes + written, chunk);
        size_t done = 0;
        int error = write_all(fd, aligned, chunk, &done);
        written += done;
        if (error == 0) continue;
        close(fd);
        // EINVAL is the file system's refusal at the first write; later, a short write (a full
        // disk) left the next one unaligned, and the usual way says what is wrong.
        if (error == EINVAL) return written == 0 ? 2 : 1;
        errno = error;
        return -1;
    }
    // The tail goes through the page cache: cheaper than padding the last block and
    // truncating (100 files of 1 MB: 43-50 against 56-57 ms).
    int flags = fcntl(fd, F_GETFL);
    if (flags < 0 || fcntl(fd, F_SETFL, flags & ~O_DIRECT) != 0) return fail_closing(fd, errno);
    int error = write_all(fd, bytes, count, &written);
    if (error != 0) return fail_closing(fd, error);
    __atomic_add_fetch(&direct_writes_made, 1, __ATOMIC_RELAXED);
    return close(fd);
}
#endif

void tribepress_direct_writes(size_t *made, int *refused) {
#if defined(__linux__)
    *made = __atomic_load_n(&direct_writes_made, __ATOMIC_RELAXED);
    *refused = __atomic_load_n(&direct_refused, __ATOMIC_RELAXED);
#else
    *made = 0;
    *refused = 1;
#endif
}

int tribepress_write_file(const char *path, const unsigned char *bytes, size_t count, int uncached) {
#if defined(__linux__)
    // A new file's pages in the page cache are memory the kernel must find and fill, and on a
    // virtual machine a new page may be one the host must map again: copying a large site's
    // 128 MB into them took 0.05-0.3 s of the build's CPU as the machine's memory went.
    // Written directly, a big file costs a copy into a buffer this thread keeps, and the
    // disk's own time. The one flush before the swap still makes it durable. Asked for only
    // where the file is not read back soon (see OutputStaging.write).
    if (uncached && count >= tribepress_direct_write_bytes && !__atomic_load_n(&direct_refused, __ATOMIC_RELAXED)) {
        int direct = write_direct(path, bytes, count);
        if (direct <= 0) return direct;
        if (direct == 2) __atomic_store_n(&direct_refused, 1, __ATOMIC_RELAXED);
    }
#endif
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
    if (fd < 0) return -1;
    size_t written = 0;
    int error = write_all(fd, bytes, count, &written);
    if (error != 0) return fail_closing(fd, error);
#if defined(__linux__)
    // Otherwise a big file is at least handed to the disk now, while the rest of the site still
    // renders, so the one flush before the swap has less left to wait for: the family build's
    // went 8.5 -> 3-5 ms. Only a hint (the flush still makes everything durable), so its result
    // is not asked.
    if (count >= tribepress_direct_write_bytes) sync_file_range(fd, 0, 0, SYNC_FILE_RANGE_WRITE);
#endif
    return close(fd);
}

#if defined(TRIBEPRESS_HAS_OPENAT2)
/// The permissions `tribepress_write_file` gives a new file: 0644 less the process's umask,
/// read from /proc (asking umask(2) would change it for every thread for a moment); -1 when
/// it cannot be read.
static int fresh_file_mode(void) {
    static int mode = -2;
    int known = __atomic_load_n(&mode, __ATOMIC_ACQUIRE);
    if (known != -2) return known;
    int found = -1;
    FILE *status = fopen("/proc/self/status", "re");
    if (status != NULL) {
        char line[256];
        unsigned int mask;
        while (fgets(line, sizeof line, status) != NULL) {
            if (sscanf(line, "Umask: %o", &mask) == 1) {
                found = 0644 & ~(int)mask;
                break;
            }
        }
        fclose(status);
    }
    __atomic_store_n(&mode, found, __ATOMIC_RELEASE);
    return found;
}
#endif

int tribepress_keep_if_same(const char *previous, const char *path, const unsigned char *bytes, size_t count) {
#if defined(TRIBEPRESS_HAS_OPENAT2)
    int expected_mode = fresh_file_mode();
    if (expected_mode < 0) return -1;
    // No symbolic link anywhere on the way: a link put into the previous build must not bring
    // a file from elsewhere into this one.
    struct open_how how = {.flags = O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, .resolve = RESOLVE_NO_SYMLINKS};
    int fd = (int)syscall(SYS_openat2, AT_FDCWD, previous, &how, sizeof how);
    if (fd < 0) return -1;
    struct stat status;
    // Only what a fresh write would have left: a regular file of ours, with its permissions.
    int same = fstat(fd, &status) == 0 && S_ISREG(status.st_mode) && (size_t)status.st_size == count
        && status.st_uid == geteuid() && (int)(status.st_mode & 07777) == expected_mode;
    unsigned char buffer[32 * 1024];
    size_t offset = 0;
    while (same && offset < count) {
        size_t wanted = count - offset < sizeof buffer ? count - offset : sizeof buffer;
        ssize_t got = read(fd, buffer, wanted);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0 || memcmp(buffer, bytes + offset, (size_t)got) != 0) {
            same = 0;
        } else {
            offset += (size_t)got;
        }
    }
    int result = -1;
    if (same) {
        // Links the file that was compared, through its descriptor, not whatever its name
        // may lead to by now.
        char descriptor[64];
        snprintf(descriptor, sizeof descriptor, "/proc/self/fd/%d", fd);
        result = linkat(AT_FDCWD, descriptor, AT_FDCWD, path, AT_SYMLINK_FOLLOW);
    }
    close(fd);
    return result;
#else
    (void)previous;
    (void)path;
    (void)bytes;
    (void)count;
    errno = ENOTSUP;
    return -1;
#endif
}

/// Removes what is inside the folder open as `fd`, then closes it.
static int remove_contents(int fd) {
    DIR *folder = fdopendir(fd);
    if (folder == NULL) {
        close(fd);
        return -1;
    }
    int status = 0;
    struct dirent *entry;
    while ((entry = readdir(folder)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) continue;
        if (unlinkat(fd, entry->d_name, 0) == 0) continue;
        if (errno != EISDIR && errno != EPERM) {
            status = -1;
            continue;
        }
        int child = openat(fd, entry->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (child < 0 || remove_contents(child) != 0 || unlinkat(fd, entry->d_name, AT_REMOVEDIR) != 0) status = -1;
    }
    int saved = errno;
    closedir(folder);
    errno = saved;
    return status;
}

int tribepress_remove_tree(const char *path) {
    if (unlink(path) == 0) return 0;
    if (errno != EISDIR && errno != EPERM) return -1;
    int fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (fd < 0) return -1;
    if (remove_contents(fd) != 0) return -1;
    return rmdir(path);
}
