import Dispatch

extension ResourceLoad {
    /// This load, what it brings turned into what the screen shows by `decode`: on `queue` when
    /// given (real work, such as drawing, belongs off the main queue, which only shows results),
    /// else as the load completes. Cancelling stops a result still being decoded from being delivered.
    public func decoded<Decoded: Sendable>(
        on queue: DispatchQueue?,
        by decode: @escaping @Sendable (Resource) throws -> Decoded
    ) -> ResourceLoad<Decoded> {
        ResourceLoad<Decoded> { completion in
            let delivery = Once {}
            let cancel = self { result in
                guard let queue, case let .success(resource) = result else {
                    return completion(result.flatMap { resource in Result { try decode(resource) } })
                }
                queue.async {
                    let decoded = Result { try decode(resource) }
                    MainQueue.hop(onMainActor: {
                        guard !delivery.isSpent else { return }
                        delivery.discard()
                        completion(decoded)
                    })
                }
            }
            return {
                delivery.discard()
                cancel()
            }
        }
    }
}
