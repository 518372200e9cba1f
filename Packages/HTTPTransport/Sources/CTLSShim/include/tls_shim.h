#ifndef FEED_TLS_SHIM_H
#define FEED_TLS_SHIM_H

#include <stddef.h>

/// A small C face over OpenSSL for the transport: plain functions over opaque pointers, no
/// OpenSSL types or macros in Swift. Every function may be called from any thread; a context is
/// shared by every connection, a session belongs to one connection at a time.

typedef struct feed_tls_context feed_tls_context;
typedef struct feed_tls_session feed_tls_session;

/// What an operation on a non-blocking session needs next.
typedef enum {
    FEED_TLS_DONE = 0,        /// it completed (a read or write moved at least one byte)
    FEED_TLS_WANT_READ = 1,   /// wait until the socket is readable, then call again
    FEED_TLS_WANT_WRITE = 2,  /// wait until the socket is writable, then call again
    FEED_TLS_CLOSED = 3,      /// the peer closed the connection
    FEED_TLS_FAILED = 4,      /// a protocol, certificate or I/O error; see feed_tls_session_error
} feed_tls_status;

/// A client context that verifies peers against the system trust store (honouring SSL_CERT_FILE
/// and SSL_CERT_DIR) and speaks TLS 1.2 or later. NULL on failure, with the reason in `error`.
feed_tls_context *feed_tls_context_create(char *error, size_t error_capacity);
void feed_tls_context_destroy(feed_tls_context *context);

/// A session over the connected, non-blocking socket `fd`, for `host` (a DNS name or an IP
/// address): sends SNI for a name and checks the certificate against the name or the address.
/// Writes never raise SIGPIPE. The session does not own `fd`. NULL on failure.
feed_tls_session *feed_tls_session_create(feed_tls_context *context, int fd, const char *host,
                                          char *error, size_t error_capacity);
void feed_tls_session_destroy(feed_tls_session *session);

/// A session for `host` like the one above, whose TLS records go through buffers instead of a
/// socket: for TLS inside another stream (to an https server through an https proxy's tunnel).
/// The caller carries the bytes: after each operation, what feed_tls_take_output gives goes to
/// the peer; on FEED_TLS_WANT_READ, what comes from the peer goes in with feed_tls_give_input
/// (or feed_tls_end_input once the peer has closed). NULL on failure.
feed_tls_session *feed_tls_session_create_buffered(feed_tls_context *context, const char *host, char *error,
                                                   size_t error_capacity);

/// Moves at most `capacity` bytes of the records waiting to be sent into `buffer`; how many.
size_t feed_tls_take_output(feed_tls_session *session, void *buffer, size_t capacity);

/// Hands the session `length` bytes received from the peer; false if they could not be kept.
int feed_tls_give_input(feed_tls_session *session, const void *bytes, size_t length);

/// The peer closed: what the session still wants to read ends there.
void feed_tls_end_input(feed_tls_session *session);

/// Whether bytes handed in are still waiting to be read. OpenSSL answers FEED_TLS_WANT_READ after
/// a record that carries no data (a TLS 1.3 session ticket) even when whole records follow it in
/// the buffer: then the operation is to be tried again, not fed more (which may never come).
int feed_tls_has_unread_input(feed_tls_session *session);

feed_tls_status feed_tls_handshake(feed_tls_session *session);

/// Reads at most `capacity` bytes; on FEED_TLS_DONE `*count` holds how many (at least one).
feed_tls_status feed_tls_read(feed_tls_session *session, void *buffer, size_t capacity, size_t *count);

/// Writes at most `length` bytes; on FEED_TLS_DONE `*count` holds how many (at least one).
feed_tls_status feed_tls_write(feed_tls_session *session, const void *bytes, size_t length, size_t *count);

/// Why the last operation of `session` failed: the certificate check's verdict when it failed,
/// else OpenSSL's error queue, in one line.
void feed_tls_session_error(feed_tls_session *session, char *error, size_t error_capacity);

/// Why the certificate check refused the certificate, if the last failure of `session` was that
/// check's: OpenSSL's verify result (`X509_V_ERR_…`: expired, self-signed, another host …);
/// 0 (`X509_V_OK`) if it was not.
long feed_tls_session_certificate_verdict(feed_tls_session *session);

/// The TLS library's name and version as it gives them (OpenSSL_version(OPENSSL_VERSION), e.g.
/// "OpenSSL 3.0.13 30 Jan 2024"): the library loaded at run time, not the headers built against.
const char *feed_tls_library_version(void);

#endif
