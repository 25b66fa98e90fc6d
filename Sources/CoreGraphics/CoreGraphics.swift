// CoreGraphics for ScrollKit on Linux.
//
// On Apple platforms `import CoreGraphics` alone brings in CGFloat, CGPoint, CGSize and CGRect.
// On Linux those types live in Foundation, so this module re-exports Foundation: code written
// against Apple's CoreGraphics compiles unchanged with only `import CoreGraphics`.
//
// What Foundation on Linux lacks (CGAffineTransform, CGVector, the `applying(_:)` family and the
// `equalTo(_:)` comparisons) is added by the other files in this module. CGRectEdge and
// `CGRect.divided(atDistance:from:)` already exist in Foundation and are not redeclared.

@_exported import Foundation
