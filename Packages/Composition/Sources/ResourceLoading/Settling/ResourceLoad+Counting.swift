extension ResourceLoad {
    /// This load, counted by `tracker` while it runs: what makes scripted input wait, the prompt
    /// appear, and a script's end of input quit only once everything has settled.
    public func counted(by tracker: LoadActivityTracker) -> ResourceLoad {
        tracker.track(self)
    }

    /// This load, its failure or success remembered by `recorder` (a script's exit status).
    public func recordingOutcome(in recorder: LoadOutcomeRecorder) -> ResourceLoad {
        ResourceLoad { completion in
            self { result in
                if case .failure = result { recorder.failed = true } else { recorder.failed = false }
                completion(result)
            }
        }
    }
}
