import LogCapture
import PhotoBrowser
import Testing
import UIKit

/// A photo file that cannot be read is an empty page and one error per module on the way:
/// UIKit says the file could not be read, the browser says what it shows instead.
@Suite(.serialized) @MainActor
struct PhotoBrowserDiagnosticsTests {
    @Test func aMissingPhotoFileIsAnEmptyPageWithLoggedErrors() {
        let path = "/nonexistent/scrollkit-missing-photo.png"
        let photos = ImageFilePhotos(paths: [path])
        let (size, records) = LogCapture.capture { photos.sizeOfPhoto(at: 0) }
        #expect(size == .zero)
        #expect(records.map(\.label) == ["scrollkit.uikit", "scrollkit.photobrowser"])
        #expect(records.allSatisfy { $0.level == .error })
        #expect(records.first?.message.hasPrefix("UIImage(contentsOfFile: \(path)): cannot read the file") == true)
        #expect(records.last?.message == "cannot read the photo \(path); showing an empty page")
        // Reported once: the failure is remembered.
        #expect(LogCapture.records { _ = photos.makeView(forPhotoAt: 0) }.isEmpty)
    }
}
