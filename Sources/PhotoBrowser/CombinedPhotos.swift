import UIKit

/// Several photo sources shown one after another (a pyramid, then files, then generated photos).
public final class CombinedPhotos: PhotoSource {
    /// The sources, whose photos follow one another in this order.
    public let sources: [PhotoSource]
    /// One source showing the photos of `sources` one after another.
    public init(_ sources: [PhotoSource]) { self.sources = sources }

    /// The photos of all the sources together.
    public var numberOfPhotos: Int { sources.reduce(0) { $0 + $1.numberOfPhotos } }

    private func locate(_ index: Int) -> (PhotoSource, Int)? {
        var i = index
        for s in sources {
            if i < s.numberOfPhotos { return i >= 0 ? (s, i) : nil }
            i -= s.numberOfPhotos
        }
        return nil
    }

    public func sizeOfPhoto(at index: Int) -> CGSize { locate(index).map { $0.0.sizeOfPhoto(at: $0.1) } ?? .zero }
    public func makeView(forPhotoAt index: Int) -> UIView? { locate(index).flatMap { $0.0.makeView(forPhotoAt: $0.1) } }
}
