import Foundation
import LogCapture
import Testing
import UIKit

/// `NSDiffableDataSourceSectionSnapshot` as an outline: a sidebar of folders built the iOS way
/// (`append(_:to:)`), expanded and collapsed, cut into sub-snapshots and edited.
@Suite(.serialized) @MainActor struct SectionSnapshotTests {
    /// Mail ▸ (Inbox ▸ (Work, Home), Sent), Notes ▸ (Ideas)
    func sidebar() -> NSDiffableDataSourceSectionSnapshot<String> {
        var s = NSDiffableDataSourceSectionSnapshot<String>()
        s.append(["Mail", "Notes"])
        s.append(["Inbox", "Sent"], to: "Mail")
        s.append(["Work", "Home"], to: "Inbox")
        s.append(["Ideas"], to: "Notes")
        return s
    }

    @Test func theTreeIsDepthFirstWithLevelsAndParents() {
        let s = sidebar()
        #expect(s.items == ["Mail", "Inbox", "Work", "Home", "Sent", "Notes", "Ideas"])
        #expect(s.rootItems == ["Mail", "Notes"])
        #expect(s.level(of: "Work") == 2 && s.level(of: "Sent") == 1 && s.level(of: "Notes") == 0)
        #expect(s.parent(of: "Home") == "Inbox" && s.parent(of: "Sent") == "Mail" && s.parent(of: "Mail") == nil)
        #expect(s.index(of: "Sent") == 4)
        #expect(s.contains("Ideas") && !s.contains("Trash"))
    }

    @Test func onlyExpandedParentsShowTheirChildren() {
        var s = sidebar()
        #expect(s.visibleItems == ["Mail", "Notes"])
        s.expand(["Mail"])
        #expect(s.visibleItems == ["Mail", "Inbox", "Sent", "Notes"])
        s.expand(["Inbox"])
        #expect(s.visibleItems == ["Mail", "Inbox", "Work", "Home", "Sent", "Notes"])
        #expect(s.isVisible("Work") && !s.isVisible("Ideas"))
        // Collapsing Mail hides its subtree; Inbox keeps its own expansion for next time.
        s.collapse(["Mail"])
        #expect(s.visibleItems == ["Mail", "Notes"])
        #expect(s.isExpanded("Inbox") && !s.isVisible("Work"))
        s.expand(["Mail"])
        #expect(s.visibleItems.count == 6)
    }

    @Test func insertDeleteAndSubSnapshots() {
        var s = sidebar()
        s.insert(["Drafts"], after: "Inbox")          // after Inbox's subtree, as its sibling
        s.insert(["Archive"], before: "Mail")
        #expect(s.items == ["Archive", "Mail", "Inbox", "Work", "Home", "Drafts", "Sent", "Notes", "Ideas"])
        #expect(s.parent(of: "Drafts") == "Mail" && s.level(of: "Drafts") == 1)
        let inbox = s.snapshot(of: "Inbox")
        #expect(inbox.items == ["Work", "Home"] && inbox.rootItems == ["Work", "Home"])
        let withParent = s.snapshot(of: "Mail", includingParent: true)
        #expect(withParent.rootItems == ["Mail"] && withParent.level(of: "Work") == 2)
        s.delete(["Inbox"])                             // with its children
        #expect(s.items == ["Archive", "Mail", "Drafts", "Sent", "Notes", "Ideas"])
        #expect(!s.contains("Work") && s.parent(of: "Work") == nil)
        var folders = NSDiffableDataSourceSectionSnapshot<String>()
        folders.append(["2025", "2026"])
        folders.append(["March"], to: "2026")
        s.replace(childrenOf: "Notes", using: folders)
        #expect(s.items == ["Archive", "Mail", "Drafts", "Sent", "Notes", "2025", "2026", "March"])
        #expect(s.level(of: "March") == 2 && s.parent(of: "2026") == "Notes")
    }

    @Test func badIdentifiersAreSkippedWithALine() {
        var s = sidebar()
        let records = LogCapture.records {
            s.append(["Work", "New", "New"], to: "Mail")   // Work is already there; New twice
            s.append(["Orphan"], to: "Nowhere")
            s.expand(["Nowhere"])
            s.delete(["Nowhere"])
            _ = s.snapshot(of: "Nowhere")
        }
        #expect(records.count == 5)
        #expect(s.items == ["Mail", "Inbox", "Work", "Home", "Sent", "New", "Notes", "Ideas"])
        #expect(s.level(of: "Nowhere") == -1)
    }
}
