import UIKit

/// Where the browser's photos come from: a count, each photo's pixel size, and a view showing it
/// (an image view for files, a generated picture for the embedded default).
@MainActor
public protocol PhotoSource: AnyObject {
    /// How many photos there are; pages are numbered from 0.
    var numberOfPhotos: Int { get }
    /// The photo's size in points at zoom scale 1. Sizes that are zero, negative or non-finite make
    /// the page show nothing (docs/PORTING.md, "Bad input").
    func sizeOfPhoto(at index: Int) -> CGSize
    /// A view of exactly `sizeOfPhoto(at:)`, or nil when the photo cannot be loaded.
    func makeView(forPhotoAt index: Int) -> UIView?
}
