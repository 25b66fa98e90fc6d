import LogCapture
import ObjectiveCSupport
import Testing
import UIKit

private final class Payload: NSObject, NSCopying {
    var name: String
    init(_ name: String) { self.name = name }
    func copy(with zone: NSZone? = nil) -> Any { Payload(name + " copy") }
}
private final class PlainOwner {}

nonisolated(unsafe) private var payloadKey: UInt8 = 0
nonisolated(unsafe) private var otherKey: UInt8 = 0

/// `objc_setAssociatedObject`/`objc_getAssociatedObject` on ScrollKit's classes (which carry the
/// storage) and on other objects (a weak-keyed table), with Objective-C's policies.
@MainActor
@Suite struct AssociatedObjectTests {
    @Test func aViewKeepsItsValuesPerKeyAndReleasesThemWithItself() {
        weak var released: Payload?
        do {
            let view = UIView()
            let payload = Payload("a")
            released = payload
            objc_setAssociatedObject(view, &payloadKey, payload, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(view, &otherKey, "text", .OBJC_ASSOCIATION_COPY_NONATOMIC)
            #expect(objc_getAssociatedObject(view, &payloadKey) as? Payload === payload)
            #expect(objc_getAssociatedObject(view, &otherKey) as? String == "text")
            #expect(objc_getAssociatedObject(UIView(), &payloadKey) == nil)
        }
        #expect(released == nil)
    }

    @Test func policiesRetainCopyOrHoldWeakly() {
        let view = UIView()
        let original = Payload("p")
        objc_setAssociatedObject(view, &payloadKey, original, .OBJC_ASSOCIATION_COPY)
        let copied = objc_getAssociatedObject(view, &payloadKey) as? Payload
        #expect(copied !== original)
        #expect(copied?.name == "p copy")

        do {
            let transient = Payload("weak")
            objc_setAssociatedObject(view, &otherKey, transient, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(view, &otherKey) as? Payload === transient)
        }
        // ASSIGN does not retain: the value went with its last owner (nil, not a dangling pointer).
        #expect(objc_getAssociatedObject(view, &otherKey) == nil)

        objc_setAssociatedObject(view, &payloadKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(view, &payloadKey) == nil)
    }

    @Test func otherObjectsUseTheTableAndTheirValuesGoWhenTheyDo() {
        weak var released: Payload?
        do {
            let owner = PlainOwner()
            let payload = Payload("b")
            released = payload
            objc_setAssociatedObject(owner, &payloadKey, payload, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(objc_getAssociatedObject(owner, &payloadKey) as? Payload === payload)
        }
        // The table notices the dead owner at its next call and releases what it held.
        _ = objc_getAssociatedObject(PlainOwner(), &payloadKey)
        #expect(released == nil)
    }

    @Test func aValueTypeHasNoIdentityToAttachTo() {
        let records = LogCapture.records {
            objc_setAssociatedObject(42, &payloadKey, "x", .OBJC_ASSOCIATION_RETAIN)
        }
        #expect(objc_getAssociatedObject(42, &payloadKey) == nil)
        #expect(records.count == 1)
        #expect(records.first?.message.contains("not a class instance") == true)
    }
}
