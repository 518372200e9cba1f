/// The behaviour every `FeedImageDataStore` must have; see `FeedStoreSpecs`.
protocol FeedImageDataStoreSpecs {
    func test_retrieveImageData_deliversNotFoundWhenEmpty() throws
    func test_retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch() throws
    func test_retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL() throws
    func test_retrieveImageData_deliversLastInsertedValue() throws
    func test_retrieveImageData_deliversEmptyDataWhenEmptyDataWasInserted() throws
    func test_retrieveImageData_hasNoSideEffects() throws
    func test_insert_keepsDataStoredForOtherURLs() throws
    func test_retrieveImage_deliversTheHeadersInsertedWithTheImage() throws
    func test_deleteImage_removesOnlyTheImageOfItsURL_andSucceedsWhenThereIsNone() throws
}

/// For stores whose contents can be damaged, such as files.
protocol FailableRetrieveFeedImageDataStoreSpecs: FeedImageDataStoreSpecs {
    func test_retrieveImageData_deliversFailureOnRetrievalError() throws
    func test_retrieveImageData_hasNoSideEffectsOnFailure() throws
}

protocol FailableInsertFeedImageDataStoreSpecs: FeedImageDataStoreSpecs {
    func test_insert_deliversErrorOnInsertionError() throws
    func test_insert_hasNoSideEffectsOnInsertionError() throws
}

typealias FailableFeedImageDataStoreSpecs =
    FailableRetrieveFeedImageDataStoreSpecs & FailableInsertFeedImageDataStoreSpecs
