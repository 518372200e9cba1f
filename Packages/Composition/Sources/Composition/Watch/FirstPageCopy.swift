import FeedFeature
import Foundation

/// The copy of the feed's first page the app holds, with the validators that name its version: what
/// the next check of that page asks about, and what a `304 Not Modified` confirms. It starts as the
/// copy saved by the last run (so a run's first load is conditional too) and follows every answer.
@MainActor
final class FirstPageCopy {
    private(set) var items: [FeedImage]?
    private(set) var validators: ResourceValidators?
    /// Whether the saved copy was read into it: once per run, before the first request.
    private(set) var hasReadSavedCopy = false
    /// The items of the run's first page that the saved copy did not hold: new since the last run.
    private var newSinceLastRun = Set<UUID>()
    /// The saved copy's items, until the run's first answer is compared with them.
    private var savedIDs: Set<UUID>?
    /// Items the server stopped listing: gone from the first page while an item after them on it
    /// is still there (newer items push the others down; they do not jump over them).
    private(set) var noLongerListed = Set<UUID>()
    /// The items of the copy a check's new version replaced (none for the run's first look): the
    /// check reads on until it meets one of them (`FeedLoads.readingOn`).
    private(set) var replacedByCheck = Set<UUID>()

    /// The copy saved by an earlier run, unless an answer came first.
    func keepSaved(_ items: [FeedImage], validators: ResourceValidators?) {
        hasReadSavedCopy = true
        guard self.items == nil else { return }
        self.items = items
        self.validators = validators
        savedIDs = Set(items.lazy.map(\.id))
    }

    func noSavedCopy() {
        hasReadSavedCopy = true
    }

    /// Whether an item of the run's first page is new since the last run: one the saved copy did
    /// not hold, also while that page is still arriving (its first items are shown before it is
    /// whole and taken here).
    func isNewSinceLastRun(_ id: UUID) -> Bool {
        savedIDs.map { !$0.contains(id) } ?? newSinceLastRun.contains(id)
    }

    /// The page an answer gives: a new version, kept with its validators; or, for a `304`, the copy
    /// held, its validators replaced by those the `304` came with. A `304` for a copy this app
    /// never held (the request named none) is not an answer it can use.
    func take(_ answer: Revalidation<[FeedImage]>) throws -> [FeedImage] {
        switch answer {
        case let .modified(items, validators):
            let isCheck = savedIDs == nil
            replacedByCheck = isCheck ? Set((self.items ?? []).lazy.map(\.id)) : []
            if let savedIDs {
                newSinceLastRun = Set(items.lazy.map(\.id).filter { !savedIDs.contains($0) })
                self.savedIDs = nil
            }
            noLongerListed.formUnion(Self.dropped(from: self.items ?? [], in: items))
            self.items = items
            self.validators = validators
            return items
        case let .notModified(validators):
            savedIDs = nil
            replacedByCheck = []
            guard let items else { throw LoadFailure.invalidData(expected: .feed) }
            self.validators = validators ?? self.validators
            return items
        }
    }

    /// The items of `previous` that `current` no longer lists though a later one of `previous` is
    /// still on it.
    private static func dropped(from previous: [FeedImage], in current: [FeedImage]) -> [UUID] {
        let listed = Set(current.lazy.map(\.id))
        guard let lastStillListed = previous.lastIndex(where: { listed.contains($0.id) }) else { return [] }
        return previous[..<lastStillListed].lazy.map(\.id).filter { !listed.contains($0) }
    }
}
