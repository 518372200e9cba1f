/// What ``ThumbnailDecoder`` asks of a format's decoder: the file's bytes (valid for the call), the
/// header's view of the image, the size to scale it to and the most pixels the decoder may take.
/// Also the steps the decoders built on a C library of CImageCodecs take alike.
struct DecodingRequest {
    let bytes: UnsafeRawBufferPointer
    let info: ImageInfo
    let width: Int
    let height: Int
    let maxPixelCount: Int

    /// The error for an image more than a decoder takes, with the size its header declares.
    var tooLarge: ImageDecodingError { .tooLarge(width: info.width, height: info.height) }

    /// Refuses, before its library sees it, an image with a side beyond what that library takes.
    func requireSides(atMost maxDimension: Int) throws(ImageDecodingError) {
        guard info.width <= maxDimension, info.height <= maxDimension else { throw tooLarge }
    }

    /// A C decoder made by `create` on the bytes; the caller destroys it. `create` gives nil when
    /// memory is exhausted, which only an image too large explains.
    func makeCodec(_ create: (UnsafePointer<UInt8>?, Int) -> OpaquePointer?) throws(ImageDecodingError) -> OpaquePointer
    {
        guard let codec = create(bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count) else {
            throw tooLarge
        }
        return codec
    }

    /// The area average from the size the image is decoded at to the size asked for.
    func scaler(sourceWidth: Int, sourceHeight: Int) -> AreaAverageScaler {
        AreaAverageScaler(sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: width, height: height)
    }
}
