/// The behaviour every `FeedStore` must have. Each store's test case conforms, so the compiler
/// lists any spec a new store forgets, and each test is one call to a shared assertion.
protocol FeedStoreSpecs {
    func test_retrieve_deliversEmptyOnEmptyCache() throws
    func test_retrieve_hasNoSideEffectsOnEmptyCache() throws
    func test_retrieve_deliversFoundValuesOnNonEmptyCache() throws
    func test_retrieve_hasNoSideEffectsOnNonEmptyCache() throws

    func test_insert_deliversNoErrorOnEmptyCache() throws
    func test_insert_deliversNoErrorOnNonEmptyCache() throws
    func test_insert_overridesPreviouslyInsertedCacheValues() throws

    func test_delete_deliversNoErrorOnEmptyCache() throws
    func test_delete_hasNoSideEffectsOnEmptyCache() throws
    func test_delete_deliversNoErrorOnNonEmptyCache() throws
    func test_delete_emptiesPreviouslyInsertedCache() throws
}

/// For stores whose contents can be damaged, such as a file.
protocol FailableRetrieveFeedStoreSpecs: FeedStoreSpecs {
    func test_retrieve_deliversFailureOnRetrievalError() throws
    func test_retrieve_hasNoSideEffectsOnFailure() throws
}

protocol FailableInsertFeedStoreSpecs: FeedStoreSpecs {
    func test_insert_deliversErrorOnInsertionError() throws
    func test_insert_hasNoSideEffectsOnInsertionError() throws
}

protocol FailableDeleteFeedStoreSpecs: FeedStoreSpecs {
    func test_delete_deliversErrorOnDeletionError() throws
    func test_delete_hasNoSideEffectsOnDeletionError() throws
}

/// For stores that hold at most so much, such as a file with a size cap. The feed lists the newest
/// images first and each page loaded appends older ones, so a feed over the cap keeps its first
/// images and drops the oldest pages; a store found holding more than its cap is damaged.
protocol BoundedFeedStoreSpecs: FailableRetrieveFeedStoreSpecs {
    func test_insert_keepsTheFirstImagesOfAFeedOverTheCap() throws
    func test_insert_failsWithoutSideEffectsWhenNotEvenTheFirstImageFits() throws
    func test_retrieve_deliversFailureOnCacheOverTheCap() throws
}

typealias FailableFeedStoreSpecs =
    FailableRetrieveFeedStoreSpecs & FailableInsertFeedStoreSpecs & FailableDeleteFeedStoreSpecs
