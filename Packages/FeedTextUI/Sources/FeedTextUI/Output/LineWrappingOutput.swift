/// Wraps every complete line written through it to `width` columns. Text that does not end a
/// line (a prompt) passes as it is.
public final class LineWrappingOutput: TextOutput {
    private let output: TextOutput
    private let width: () -> Int

    /// `width` is asked for each write, so lines follow a terminal that is resized.
    public init(wrapping output: TextOutput, width: @escaping () -> Int) {
        self.output = output
        self.width = width
    }

    public convenience init(wrapping output: TextOutput, width: Int) {
        self.init(wrapping: output, width: { width })
    }

    public func write(_ text: String) {
        let width = width()
        // Most writes (a page of short items) need no wrapping: they pass as they are.
        var lines = ByteSearch.lines(of: text)
        let unfinished = lines.removeLast()
        guard width > 0, lines.contains(where: { DisplayWidth.of($0) > width }) else {
            return output.write(text)
        }
        let wrapped = lines.flatMap { LineWrapper.wrap(String($0), width: width) }
        output.write(wrapped.map { $0 + "\n" }.joined() + unfinished)
    }
}
