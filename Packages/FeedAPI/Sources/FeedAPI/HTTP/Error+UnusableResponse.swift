extension Error {
    /// Whether a client gave up on a response because of what it is (too large, encoded against
    /// the request) rather than because it could not be had: the loaders call that invalid data,
    /// since retrying will not change it.
    var isUnusableResponse: Bool {
        self is ResponseTooLargeError || self is UnsupportedContentEncodingError
    }
}
