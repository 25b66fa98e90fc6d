import CoreGraphics
import LogCapture
import Testing

/// An unsupported bitmap layout is reported through swift-log and gives nil, as documented.
struct CoreGraphicsDiagnosticsTests {
    @Test func aSixteenBitContextIsRefusedWithAWarning() {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue
        let (context, records) = LogCapture.capture {
            CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 16, bytesPerRow: 0,
                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
        }
        #expect(context == nil)
        // iOS logs "CGBitmapContextCreate: unsupported parameter combination" for the same call.
        #expect(records == [LogRecord(label: "scrollkit.coregraphics", level: .warning,
            message: "CGBitmapContextCreate: unsupported parameter combination (16 bits/component, rgb colour space, premultipliedFirst, bitmapInfo 0x2); returning nil")])
    }
}
