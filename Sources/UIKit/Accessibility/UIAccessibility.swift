import Foundation

/// UIKit's accessibility namespace: posting notifications to assistive technologies and reading
/// whether one is running.
///
/// ScrollKit has no VoiceOver. Posted notifications are recorded (`postedNotifications`) and handed
/// to observers (`addPostObserver(_:)`), so tests and a host's accessibility bridge read what iOS
/// would have announced; `isVoiceOverRunning` is false unless the host says otherwise.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// A notification to assistive technologies. Raw values are the SDK's.
    public struct Notification: Hashable, Sendable, RawRepresentable {
        /// The notification's number.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: the argument is the element to focus (or nil for the first).
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument is the element to focus (or nil).
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument (a `String`).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: the argument is the position to speak ("Page 2 of 5").
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Pause an assistive technology's work (the argument names which).
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        /// Resume it.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// One posted notification, as recorded.
    public struct PostedNotification {
        /// Which notification.
        public let notification: Notification
        /// Its argument, as posted (a string, an element, or nil).
        public let argument: Any?
        /// The argument when it is a string (`.announcement`, `.pageScrolled`), else nil.
        public var text: String? { argument as? String }
    }

    /// How many posts `postedNotifications` keeps: the newest ones (a long session must not grow
    /// without bound; observers see every post).
    public static let recordedNotificationLimit = 256

    /// The most recent posts, oldest first (at most `recordedNotificationLimit`). ScrollKit
    /// extension, for tests and host bridges.
    public private(set) static var postedNotifications: [PostedNotification] = []

    /// Sends `notification` to assistive technologies: ScrollKit records it and calls the post
    /// observers, in the order they were added.
    public static func post(notification: Notification, argument: Any?) {
        let posted = PostedNotification(notification: notification, argument: argument)
        postedNotifications.append(posted)
        if postedNotifications.count > recordedNotificationLimit {
            postedNotifications.removeFirst(postedNotifications.count - recordedNotificationLimit)
        }
        for observer in observers { observer.handler(posted) }
    }

    /// Forgets the recorded posts (a test starts from an empty list). ScrollKit extension.
    public static func removeAllPostedNotifications() { postedNotifications.removeAll() }

    /// A registration made by `addPostObserver(_:)`; `cancel()` (or releasing it) removes it.
    @preconcurrency @MainActor
    public final class PostObservation {
        let handler: (PostedNotification) -> Void
        init(handler: @escaping (PostedNotification) -> Void) { self.handler = handler }
        /// Stops the observer.
        public func cancel() { UIAccessibility.observers.removeAll { $0 === self } }
    }

    /// Calls `handler` with every later post until the returned observation is cancelled. Kept
    /// while registered (cancel it when done). ScrollKit extension, for host accessibility bridges.
    public static func addPostObserver(_ handler: @escaping @MainActor (PostedNotification) -> Void) -> PostObservation {
        let observation = PostObservation(handler: handler)
        observers.append(observation)
        return observation
    }

    static var observers: [PostObservation] = []

    /// Whether VoiceOver (any screen reader the host bridges to) is running: false unless the host
    /// reports one with `hostReportsVoiceOverRunning`.
    public static var isVoiceOverRunning: Bool { hostReportsVoiceOverRunning }

    /// Set by a host whose platform screen reader is on (ScrollKit extension); a change posts
    /// `voiceOverStatusDidChangeNotification` on the default notification center, as iOS does when
    /// the user turns VoiceOver on or off. Tests that set it restore it.
    public static var hostReportsVoiceOverRunning = false {
        didSet {
            guard hostReportsVoiceOverRunning != oldValue else { return }
            NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
        }
    }

    /// Posted when `isVoiceOverRunning` changes.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
