#ifndef CFILESWAP_H
#define CFILESWAP_H

/// Atomically exchanges two paths (Linux renameat2 with RENAME_EXCHANGE).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS where the platform has no such call).
int tribepress_exchange_paths(const char *first, const char *second);

#endif
