import UIKit

/// Photos from image files on disk (the user's own: PNG, JPEG and what libvips reads). Each file is decoded when its page first
/// needs it and kept for its neighbours; a file that cannot be read is reported once and shows
/// as an empty page (docs/PORTING.md, "Bad input").
public final class ImageFilePhotos: PhotoSource {
    /// The image files, one page each, in order.
    public let paths: [String]
    private var images: [Int: UIImage] = [:]
    private var failed: Set<Int> = []

    /// Photos from these image files; nothing is read until a page needs it.
    public init(paths: [String]) { self.paths = paths }

    /// One photo per path, readable or not (an unreadable one is an empty page).
    public var numberOfPhotos: Int { paths.count }

    private func image(at index: Int) -> UIImage? {
        guard paths.indices.contains(index), !failed.contains(index) else { return nil }
        if let cached = images[index] { return cached }
        guard let image = UIImage(contentsOfFile: paths[index]) else {
            failed.insert(index)
            Log.photoBrowser.error("cannot read the photo \(paths[index]); showing an empty page")
            return nil
        }
        // Keep at most the current page and its neighbours decoded.
        images = images.filter { abs($0.key - index) <= 1 }
        images[index] = image
        return image
    }

    public func sizeOfPhoto(at index: Int) -> CGSize { image(at: index)?.size ?? .zero }

    public func makeView(forPhotoAt index: Int) -> UIView? {
        guard let image = image(at: index) else { return nil }
        return UIImageView(image: image)
    }
}
