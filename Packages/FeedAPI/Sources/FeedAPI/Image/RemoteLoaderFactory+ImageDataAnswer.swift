import FeedFeature
import Foundation

extension RemoteLoaderFactory where Resource == ImageDataAnswer {
    /// Images read as a private cache needs them (`ImageDataAnswerMapper`).
    public convenience init(client: any HTTPClient) {
        self.init(client: client, mapper: ImageDataAnswerMapper.map)
    }

    /// The image at `url`; when `validators` name a kept copy, asking whether it changed
    /// (`If-None-Match`, else `If-Modified-Since`), so that an unchanged image is not sent again.
    /// A `304` answers only a request that named a copy: to any other it is a status an image never
    /// comes with. Cancelling the returned request cancels the HTTP request, and nothing is delivered.
    public func loadImageData(
        from url: URL, revalidating validators: ResourceValidators?,
        completion: @escaping @Sendable (Swift.Result<ImageDataAnswer, Error>) -> Void
    ) -> FeedImageDataRequest {
        let loader = makeLoader(for: url, headerFields: validators?.conditionalRequestFields ?? [:])
        return loader.start { result in
            if validators == nil, case let .success(answer) = result, answer.data == nil {
                return completion(.failure(LoadFailure.httpStatus(304)))
            }
            completion(result)
        }
    }
}
