import FeedAPI
import FeedFeature
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The delegate of a session whose responses may not exceed `limit` bytes. It collects each data
/// task's body and hands it over, like a data task's completion handler, when the task completes;
/// a task whose `Content-Length` or received bytes exceed the limit is cancelled at once and
/// completes with `ResponseTooLargeError` instead, so it never holds more than `limit` bytes of a body.
///
/// Linux URLSession can't pause receiving: chunks that arrive before a cancellation takes effect are
/// still queued for this delegate (which drops them), so a very fast sender can briefly make that
/// queue much larger than `limit`.
///
/// Exactly one completion per registered task: whichever callback removes the task's load delivers.
final class ResponseSizeLimitingDelegate: NSObject, URLSessionDataDelegate, Sendable {
    typealias Completion = @Sendable (Data?, URLResponse?, (any Error)?) -> Void

    private struct Load {
        var data = Data()
        let completion: Completion
    }

    let limit: Int

    // Tasks are registered on the caller's queue; the session calls back on its own.
    private let loads = HandOffMutex<[Int: Load]>([:])

    init(limit: Int) {
        self.limit = limit
    }

    /// Call before resuming `task`, so no callback can arrive for a task that isn't registered.
    func register(_ task: URLSessionDataTask, completion: @escaping Completion) {
        loads.withLock { $0[task.taskIdentifier] = Load(completion: completion) }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        // -1 when the length is unknown.
        guard response.expectedContentLength > Int64(limit) else {
            return completionHandler(.allow)
        }
        completionHandler(.cancel)
        reject(dataTask)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let limit = limit
        let isWithinLimit = loads.withLock { loads in
            // Nothing to collect once the task has been rejected; its remaining callbacks are ignored.
            guard let received = loads[dataTask.taskIdentifier]?.data.count else { return true }
            guard data.count <= limit - received else { return false }

            loads[dataTask.taskIdentifier]?.data.append(data)
            return true
        }
        if !isWithinLimit {
            reject(dataTask)
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let load = take(task) else { return }

        load.completion(load.data, task.response, error)
    }

    private func reject(_ task: URLSessionTask) {
        guard let load = take(task) else { return }

        load.completion(nil, nil, ResponseTooLargeError(limit: limit))
        // After completing: on Linux, cancel() waits for the session's work queue, which a fast
        // sender can keep busy.
        task.cancel()
    }

    private func take(_ task: URLSessionTask) -> Load? {
        loads.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }
}
