import CoreGraphics
import LogCapture
import Testing

/// An unsupported bitmap layout is reported through swift-log (issue 16) and gives nil, as documented.
struct CoreGraphicsDiagnosticsTests {
    @Test func aSixteenBitContextIsRefusedWithAWarning() {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue
        let (context, records) = LogCapture.capture {
            CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 16, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
        }
        #expect(context == nil)
        #expect(records == [LogRecord(label: "scrollkit.coregraphics", level: .warning,
            message: "CGContext(bitsPerComponent: 16, bitmapInfo: \(info)): only 8-bit premultipliedFirst/noneSkipFirst ARGB (cairo ARGB32) is supported; returning nil")])
    }
}
