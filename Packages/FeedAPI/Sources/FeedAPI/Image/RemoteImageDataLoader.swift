import FeedFeature
import Foundation

/// Image data over HTTP, whose URL comes with each load (the feed names it): each load is a
/// `RemoteLoader` of its own, so every rule of a load (error mapping, cancelling) stays written once,
/// there, and all of them share this loader's lifetime: a load delivers while this loader exists,
/// and nothing once it is gone. An answer is read as a private cache needs it
/// (`ImageDataAnswerMapper`); through `FeedImageDataLoader`, it is the image's bytes.
public final class RemoteImageDataLoader: FeedImageDataLoader {
    private let client: any HTTPClient
    private let lifetime = RemoteLoader<ImageDataAnswer>.Lifetime()
    private let makeReader = RemoteLoader.readingWhole(with: ImageDataAnswerMapper.map)

    public init(client: any HTTPClient) {
        self.client = client
    }

    /// The image at `url`; when `validators` name a kept copy, asking whether it changed
    /// (`If-None-Match`, else `If-Modified-Since`), so that an unchanged image is not sent again.
    /// A `304` answers only a request that named a copy: to any other it is a status an image never
    /// comes with. Cancelling the returned request cancels the HTTP request, and nothing is delivered.
    public func loadImageData(
        from url: URL, revalidating validators: ResourceValidators?,
        completion: @escaping @Sendable (Swift.Result<ImageDataAnswer, Error>) -> Void
    ) -> FeedImageDataRequest {
        let loader = RemoteLoader(
            url: url, headerFields: validators?.conditionalRequestFields ?? [:], client: client, reading: makeReader,
            lifetime: lifetime)
        return loader.start { result in
            if validators == nil, case let .success(answer) = result, answer.data == nil {
                return completion(.failure(LoadFailure.httpStatus(304)))
            }
            completion(result)
        }
    }

    /// The image's bytes, asking about no kept copy.
    public func loadImageData(from url: URL, completion: @escaping @Sendable (FeedImageDataLoader.Result) -> Void)
        -> FeedImageDataRequest
    {
        loadImageData(from: url, revalidating: nil) { result in
            completion(
                result.flatMap { answer in answer.data.map { .success($0) } ?? .failure(LoadFailure.httpStatus(304)) })
        }
    }
}
