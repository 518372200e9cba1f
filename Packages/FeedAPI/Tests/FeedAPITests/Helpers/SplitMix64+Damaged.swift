import SeededRandom

extension SplitMix64 {
    /// `body` with one to three bytes of `alphabet` put in, taken out or put in place of others:
    /// the same damaged bodies on every run, for the mappers' differential tests.
    mutating func damaged(_ body: [UInt8], from alphabet: [UInt8]) -> [UInt8] {
        var body = body
        for _ in 0...(next() % 3) {
            let position = Int(next() % UInt64(body.count + 1))
            let byte = alphabet[Int(next() % UInt64(alphabet.count))]
            switch next() % 3 {
            case 0 where position < body.count: body[position] = byte
            case 1 where position < body.count: body.remove(at: position)
            default: body.insert(byte, at: position)
            }
        }
        return body
    }
}
