// Compiled by Scripts/check-ios-sdk into the UIKit and SwiftUI targets when the SDK's standard
// library predates Swift 5.9, as the iOS 16.5 SDK's does: the declaration of
// `MainActor.assumeIsolated`, which Swift 5.9 back-deployed to iOS 13 and which newer SDKs
// carry. The check type-checks and never runs anything, so the body is never reached. Never
// part of the package.
extension MainActor {
    static func assumeIsolated<Result: Sendable>(
        _ operation: @MainActor () throws -> Result, file: StaticString = #fileID, line: UInt = #line
    ) rethrows -> Result {
        preconditionFailure("declared for Scripts/check-ios-sdk's type check only", file: file, line: line)
    }
}
