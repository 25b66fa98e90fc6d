import Foundation
import HostSession
import Testing

/// Bad session files give a clear, specific error naming the line, and nothing is replayed.
@Suite struct SessionFileErrorTests {
    let header = #"{"app":"Gallery","format":"scrollkit-session","height":480,"safeArea":{"bottom":0,"left":0,"right":0,"top":0},"scale":2,"version":1,"width":320}"#
    let frame = #"{"kind":"frame","presented":false,"t":0.5}"#

    func error(_ text: String) -> SessionFileError? {
        do { _ = try SessionRecording(jsonLines: text); return nil } catch let e as SessionFileError { return e } catch { return nil }
    }

    @Test func aValidFileReadsBack() throws {
        let r = try SessionRecording(jsonLines: header + "\n" + frame + "\n")
        #expect(r.header.width == 320 && r.header.scale == 2 && r.header.app == "Gallery")
        #expect(r.events == [.frame(time: 0.5, presented: false)])
        #expect(r.jsonLines == header + "\n" + frame + "\n")
    }

    @Test func anEmptyFileIsEmpty() {
        #expect(error("") == .empty)
        #expect(error("\n  \n") == .empty)
    }

    @Test func aFileThatIsNotASessionSaysSo() {
        guard case .notASession = error("hello\n" + frame) else { Issue.record("not JSON"); return }
        guard case .notASession = error(#"{"format":"something-else","version":1}"#) else { Issue.record("other format"); return }
        guard case .notASession = error(#"{"format":"scrollkit-session","version":1,"width":320}"#) else {
            Issue.record("missing fields"); return
        }
    }

    @Test func anUnknownVersionIsRefusedWithBothVersions() {
        let e = error(#"{"format":"scrollkit-session","version":7,"whatever":true}"#)
        #expect(e == .unsupportedVersion(found: 7, supported: 1))
        #expect(e?.description == "the session is format version 7; this build reads version 1 only")
    }

    @Test func aCorruptLineIsNamed() {
        #expect(error(header + "\n" + frame + "\n{\"kind\":\"frame\",\"t\":") .map { if case .invalidEvent(3, _) = $0 { true } else { false } } == true)
        let unknown = error(header + "\n" + #"{"kind":"teleport","t":1}"#)
        guard case let .invalidEvent(line, detail) = unknown else { Issue.record("unknown kind: \(String(describing: unknown))"); return }
        #expect(line == 2)
        #expect(detail.contains("teleport"))
        let phase = error(header + "\n" + #"{"kind":"touches","t":1,"touches":[{"id":0,"phase":"hovering","x":1,"y":2}]}"#)
        guard case .invalidEvent(2, let d2) = phase else { Issue.record("bad phase: \(String(describing: phase))"); return }
        #expect(d2.contains("hovering"))
    }

    @Test func timestampsGoingBackInOneStreamAreRefused() {
        let back = header + "\n" + frame + "\n" + #"{"kind":"frame","presented":false,"t":0.25}"#
        #expect(error(back) == .timestampOutOfOrder(line: 3, previous: 0.5, found: 0.25))
        // Inputs and frames are separate streams: an input stamped before the last frame is fine.
        let touch = #"{"kind":"touches","t":0.4,"touches":[{"id":0,"phase":"began","x":1,"y":2}]}"#
        #expect(error(header + "\n" + frame + "\n" + touch) == nil)
    }

    @Test func impossibleSizesAreRefused() {
        let zero = header.replacingOccurrences(of: #""width":320"#, with: #""width":0"#)
        guard case .invalidValue(1, _) = error(zero) else { Issue.record("zero width"); return }
        let resize = #"{"kind":"resize","t":1,"width":-5,"height":480,"scale":2,"safeArea":{"bottom":0,"left":0,"right":0,"top":0}}"#
        guard case .invalidValue(2, _) = error(header + "\n" + resize) else { Issue.record("negative resize"); return }
    }
}
