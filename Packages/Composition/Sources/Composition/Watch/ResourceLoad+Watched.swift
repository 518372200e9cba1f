import FeedFeature
import ResourceLoading

extension ResourceLoad {
    /// This load, each start and outcome told to `watch`, which times its next check from them. A
    /// failure that says the server could not answer usefully counts against it; a load cancelled
    /// (stopped, left) settles without counting.
    func watched(by watch: FeedWatch) -> ResourceLoad {
        ResourceLoad { completion in
            watch.checkStarted()
            var isSettled = false
            let cancel = self { result in
                isSettled = true
                if case .failure = result {
                    watch.checkSettled(failed: true)
                } else {
                    watch.checkSettled(failed: false)
                }
                completion(result)
            }
            return {
                cancel()
                if !isSettled {
                    isSettled = true
                    watch.checkSettled(failed: false)
                }
            }
        }
    }
}
