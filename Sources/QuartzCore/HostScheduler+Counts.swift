extension HostScheduler {
    /// Timers scheduled and not yet invalidated (repeating ones stay until invalidated). The soak
    /// benchmark watches it after warm-up: a count that grows is a timer kept for a freed view.
    package var liveTimerCount: Int { timers.count }
    /// Display links added to the host's run loop and not yet invalidated (the soak watches it too).
    package var liveDisplayLinkCount: Int { displayLinks.count }
}
