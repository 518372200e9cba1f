import Foundation

extension Data {
    /// `withUnsafeBytes` for a body that throws only decoding errors, keeping the type.
    func withImageBytes<Result>(
        _ body: (UnsafeRawBufferPointer) throws(ImageDecodingError) -> Result
    ) throws(ImageDecodingError) -> Result {
        let outcome = withUnsafeBytes { bytes in
            Swift.Result { () throws(ImageDecodingError) -> Result in try body(bytes) }
        }
        return try outcome.get()
    }
}
