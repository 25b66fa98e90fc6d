import Foundation

extension UIImage {
    /// A renderer format that draws images like this one (iOS 10): the image's scale, and opaque
    /// when every pixel of the image is opaque. Redrawing an image through a renderer made with it
    /// (`UIGraphicsImageRenderer(size: image.size, format: image.imageRendererFormat)`) keeps its
    /// pixel size.
    @MainActor public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = cgImage?.isOpaque ?? false
        return format
    }
}
