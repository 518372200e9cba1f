import FeedFeature

extension Revalidation {
    /// A reader of the answers to a GET that may have been conditional: a `304 Not Modified` has no
    /// body to read; anything else is read by the reader `makeReader` makes, which judges its
    /// status as it always does. Each carries the validators the response came with.
    public static func reader(_ makeReader: @escaping @Sendable (HTTPResponse) -> any HTTPBodyReader<Resource>)
        -> @Sendable (HTTPResponse) -> any HTTPBodyReader<Revalidation>
    {
        { response in
            response.statusCode == 304
                ? NotModifiedReader(validators: response.validators)
                : ModifiedReader(reader: makeReader(response), validators: response.validators)
        }
    }
}

private struct NotModifiedReader<Resource: Sendable>: HTTPBodyReader {
    let validators: ResourceValidators?

    func read(_ part: UnsafeRawBufferPointer) {}

    func finish() -> Revalidation<Resource> {
        .notModified(validators)
    }
}

private struct ModifiedReader<Resource: Sendable>: HTTPBodyReader {
    var reader: any HTTPBodyReader<Resource>
    let validators: ResourceValidators?

    mutating func read(_ part: UnsafeRawBufferPointer) throws {
        try reader.read(part)
    }

    mutating func finish() throws -> Revalidation<Resource> {
        .modified(try reader.finish(), validators)
    }
}
