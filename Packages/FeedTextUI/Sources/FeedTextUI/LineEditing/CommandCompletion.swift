/// Tab completion of the command word: what the word being typed becomes, and which commands it
/// could still be.
enum CommandCompletion {
    struct Result: Equatable {
        /// The word completed as far as the matching commands agree.
        let completion: String
        /// Every command the word could be, in order; one when the completion is whole.
        let candidates: [String]
    }

    /// Nil when no command starts with `word` (compared ignoring case, as commands are parsed).
    static func complete(_ word: String, among commands: [String]) -> Result? {
        let prefix = word.lowercased()
        var candidates = [String]()
        for command in commands where command.lowercased().hasPrefix(prefix) && !candidates.contains(command) {
            candidates.append(command)
        }
        guard let first = candidates.first else { return nil }
        let common = candidates.dropFirst().reduce(Substring(first)) { common, candidate in
            common.sharedPrefix(ignoringCaseWith: candidate)
        }
        return Result(completion: String(common), candidates: candidates.sorted())
    }
}

extension Substring {
    fileprivate func sharedPrefix(ignoringCaseWith other: String) -> Substring {
        let shared = zip(self, other).prefix { $0.lowercased() == $1.lowercased() }.count
        return prefix(shared)
    }
}
