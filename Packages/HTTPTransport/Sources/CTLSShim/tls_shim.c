#include "tls_shim.h"

#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <arpa/inet.h>

#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>

struct feed_tls_context {
    SSL_CTX *ctx;
};

struct feed_tls_session {
    SSL *ssl;
    BIO *input;   // a buffered session's, owned by `ssl`; NULL over a socket
    BIO *output;
    char last_error[256];
    long certificate_verdict;
};

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0 /* macOS: SO_NOSIGPIPE is set on the socket instead */
#endif

// ---------------------------------------------------------------------------------------------
// A socket BIO that writes with MSG_NOSIGNAL: OpenSSL's own socket BIO uses write(2), which
// raises SIGPIPE on a connection the peer reset, and feed-tty keeps SIGPIPE's default action so
// that `feed-tty | head -1` ends quietly.

static int nosignal_write(BIO *bio, const char *bytes, int length) {
    int fd = (int)(intptr_t)BIO_get_data(bio);
    BIO_clear_retry_flags(bio);
    ssize_t written = send(fd, bytes, (size_t)length, MSG_NOSIGNAL);
    if (written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
        BIO_set_retry_write(bio);
    }
    return (int)written;
}

static int nosignal_read(BIO *bio, char *buffer, int capacity) {
    int fd = (int)(intptr_t)BIO_get_data(bio);
    BIO_clear_retry_flags(bio);
    ssize_t received = recv(fd, buffer, (size_t)capacity, 0);
    if (received < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR)) {
        BIO_set_retry_read(bio);
    }
    return (int)received;
}

static int nosignal_puts(BIO *bio, const char *text) {
    return nosignal_write(bio, text, (int)strlen(text));
}

static long nosignal_ctrl(BIO *bio, int command, long number, void *pointer) {
    (void)bio;
    (void)number;
    (void)pointer;
    // OpenSSL asks to flush after a handshake flight; writes go straight to the socket.
    return command == BIO_CTRL_FLUSH ? 1 : 0;
}

static int nosignal_create(BIO *bio) {
    BIO_set_init(bio, 1);
    return 1;
}

static BIO_METHOD *nosignal_method;
static pthread_once_t nosignal_method_once = PTHREAD_ONCE_INIT;

static void make_nosignal_method(void) {
    BIO_METHOD *method = BIO_meth_new(BIO_get_new_index() | BIO_TYPE_SOURCE_SINK, "feed-tty socket");
    if (method == NULL) return;
    BIO_meth_set_write(method, nosignal_write);
    BIO_meth_set_read(method, nosignal_read);
    BIO_meth_set_puts(method, nosignal_puts);
    BIO_meth_set_ctrl(method, nosignal_ctrl);
    BIO_meth_set_create(method, nosignal_create);
    nosignal_method = method;
}

// ---------------------------------------------------------------------------------------------

static void copy_error(char *error, size_t capacity, const char *fallback) {
    if (error == NULL || capacity == 0) return;
    unsigned long code = ERR_get_error();
    if (code != 0) {
        ERR_error_string_n(code, error, capacity);
    } else {
        snprintf(error, capacity, "%s", fallback);
    }
    ERR_clear_error();
}

feed_tls_context *feed_tls_context_create(char *error, size_t error_capacity) {
    ERR_clear_error();
    pthread_once(&nosignal_method_once, make_nosignal_method);
    if (nosignal_method == NULL) {
        copy_error(error, error_capacity, "cannot create the socket BIO method");
        return NULL;
    }
    SSL_CTX *ctx = SSL_CTX_new(TLS_client_method());
    if (ctx == NULL) {
        copy_error(error, error_capacity, "cannot create a TLS context");
        return NULL;
    }
    SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
    SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, NULL);
    // The system trust store, or SSL_CERT_FILE / SSL_CERT_DIR when set.
    if (SSL_CTX_set_default_verify_paths(ctx) != 1) {
        copy_error(error, error_capacity, "cannot load the system's trusted certificates");
        SSL_CTX_free(ctx);
        return NULL;
    }
    // Partial writes and a moving buffer: the transport retries with what is left after poll.
    SSL_CTX_set_mode(ctx, SSL_MODE_ENABLE_PARTIAL_WRITE | SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER);
    SSL_CTX_clear_mode(ctx, SSL_MODE_AUTO_RETRY);

    feed_tls_context *context = calloc(1, sizeof *context);
    if (context == NULL) {
        SSL_CTX_free(ctx);
        snprintf(error, error_capacity, "out of memory");
        return NULL;
    }
    context->ctx = ctx;
    return context;
}

void feed_tls_context_destroy(feed_tls_context *context) {
    if (context == NULL) return;
    SSL_CTX_free(context->ctx);
    free(context);
}

static int is_ip_address(const char *host) {
    unsigned char address[16];
    return inet_pton(AF_INET, host, address) == 1 || inet_pton(AF_INET6, host, address) == 1;
}

static feed_tls_session *new_session(feed_tls_context *context, char *error, size_t error_capacity) {
    ERR_clear_error();
    feed_tls_session *session = calloc(1, sizeof *session);
    if (session == NULL) {
        snprintf(error, error_capacity, "out of memory");
        return NULL;
    }
    session->ssl = SSL_new(context->ctx);
    if (session->ssl == NULL) {
        copy_error(error, error_capacity, "cannot create a TLS session");
        free(session);
        return NULL;
    }
    return session;
}

static feed_tls_session *connect_to(feed_tls_session *session, const char *host, char *error,
                                    size_t error_capacity);

feed_tls_session *feed_tls_session_create(feed_tls_context *context, int fd, const char *host,
                                          char *error, size_t error_capacity) {
    feed_tls_session *session = new_session(context, error, error_capacity);
    if (session == NULL) return NULL;
    BIO *bio = BIO_new(nosignal_method);
    if (bio == NULL) {
        copy_error(error, error_capacity, "cannot create a TLS session");
        feed_tls_session_destroy(session);
        return NULL;
    }
    BIO_set_data(bio, (void *)(intptr_t)fd);
    SSL_set_bio(session->ssl, bio, bio);
    return connect_to(session, host, error, error_capacity);
}

feed_tls_session *feed_tls_session_create_buffered(feed_tls_context *context, const char *host, char *error,
                                                   size_t error_capacity) {
    feed_tls_session *session = new_session(context, error, error_capacity);
    if (session == NULL) return NULL;
    BIO *input = BIO_new(BIO_s_mem()), *output = BIO_new(BIO_s_mem());
    if (input == NULL || output == NULL) {
        BIO_free(input);
        BIO_free(output);
        copy_error(error, error_capacity, "cannot create a TLS session");
        feed_tls_session_destroy(session);
        return NULL;
    }
    // An empty input asks for more (a retry), until feed_tls_end_input says the peer is gone.
    BIO_set_mem_eof_return(input, -1);
    SSL_set_bio(session->ssl, input, output);
    session->input = input;
    session->output = output;
    return connect_to(session, host, error, error_capacity);
}

size_t feed_tls_take_output(feed_tls_session *session, void *buffer, size_t capacity) {
    size_t taken = 0;
    if (session->output == NULL || BIO_ctrl_pending(session->output) == 0) return 0;
    return BIO_read_ex(session->output, buffer, capacity, &taken) == 1 ? taken : 0;
}

int feed_tls_give_input(feed_tls_session *session, const void *bytes, size_t length) {
    size_t written = 0;
    return session->input != NULL && BIO_write_ex(session->input, bytes, length, &written) == 1
        && written == length;
}

void feed_tls_end_input(feed_tls_session *session) {
    if (session->input != NULL) BIO_set_mem_eof_return(session->input, 0);
}

int feed_tls_has_unread_input(feed_tls_session *session) {
    return session->input != NULL && BIO_ctrl_pending(session->input) > 0;
}

/// Sets the client up for `host`: SNI for a name, the certificate checked against the name or
/// the address. Destroys the session on failure.
static feed_tls_session *connect_to(feed_tls_session *session, const char *host, char *error,
                                    size_t error_capacity) {
    SSL_set_connect_state(session->ssl);
    int configured;
    if (is_ip_address(host)) {
        // No SNI for an address (RFC 6066); the certificate must name the address itself.
        X509_VERIFY_PARAM *parameters = SSL_get0_param(session->ssl);
        configured = X509_VERIFY_PARAM_set1_ip_asc(parameters, host);
    } else {
        configured = SSL_set_tlsext_host_name(session->ssl, host) == 1 && SSL_set1_host(session->ssl, host) == 1;
    }
    if (configured != 1) {
        copy_error(error, error_capacity, "cannot set the TLS host name");
        feed_tls_session_destroy(session);
        return NULL;
    }
    return session;
}

void feed_tls_session_destroy(feed_tls_session *session) {
    if (session == NULL) return;
    SSL_free(session->ssl);  // frees the BIO too; the socket is the caller's
    free(session);
}

static feed_tls_status status_of(feed_tls_session *session, int result) {
    int reason = SSL_get_error(session->ssl, result);
    switch (reason) {
    case SSL_ERROR_WANT_READ:
        return FEED_TLS_WANT_READ;
    case SSL_ERROR_WANT_WRITE:
        return FEED_TLS_WANT_WRITE;
    case SSL_ERROR_ZERO_RETURN:
        return FEED_TLS_CLOSED;
    case SSL_ERROR_SYSCALL:
        if (ERR_peek_error() == 0) {
            // EOF without close_notify: common, and harmless for framed bodies (a close-delimited
            // one over TLS is as safe as over TCP). A reset is no end: it cuts what it reaches.
            if (errno == 0) return FEED_TLS_CLOSED;
            if (errno == ECONNRESET || errno == EPIPE) {
                copy_error(session->last_error, sizeof session->last_error, "connection reset");
                return FEED_TLS_FAILED;
            }
            snprintf(session->last_error, sizeof session->last_error, "%s", strerror(errno));
            return FEED_TLS_FAILED;
        }
        copy_error(session->last_error, sizeof session->last_error, "TLS I/O error");
        return FEED_TLS_FAILED;
    default: {
        long verdict = SSL_get_verify_result(session->ssl);
        session->certificate_verdict = verdict;
        if (verdict != X509_V_OK) {
            snprintf(session->last_error, sizeof session->last_error, "certificate rejected: %s",
                     X509_verify_cert_error_string(verdict));
            ERR_clear_error();
        } else {
            copy_error(session->last_error, sizeof session->last_error, "TLS protocol error");
        }
        return FEED_TLS_FAILED;
    }
    }
}

feed_tls_status feed_tls_handshake(feed_tls_session *session) {
    ERR_clear_error();
    errno = 0;
    int result = SSL_do_handshake(session->ssl);
    return result == 1 ? FEED_TLS_DONE : status_of(session, result);
}

feed_tls_status feed_tls_read(feed_tls_session *session, void *buffer, size_t capacity, size_t *count) {
    ERR_clear_error();
    errno = 0;
    size_t read = 0;
    int result = SSL_read_ex(session->ssl, buffer, capacity, &read);
    if (result == 1) {
        *count = read;
        return FEED_TLS_DONE;
    }
    return status_of(session, result);
}

feed_tls_status feed_tls_write(feed_tls_session *session, const void *bytes, size_t length, size_t *count) {
    ERR_clear_error();
    errno = 0;
    size_t written = 0;
    int result = SSL_write_ex(session->ssl, bytes, length, &written);
    if (result == 1) {
        *count = written;
        return FEED_TLS_DONE;
    }
    return status_of(session, result);
}

void feed_tls_session_error(feed_tls_session *session, char *error, size_t error_capacity) {
    snprintf(error, error_capacity, "%s", session->last_error[0] ? session->last_error : "TLS error");
}

long feed_tls_session_certificate_verdict(feed_tls_session *session) {
    return session->certificate_verdict;
}

const char *feed_tls_library_version(void) {
    return OpenSSL_version(OPENSSL_VERSION);
}
