#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
