/// Where the terminal front writes. Views depend on this, not on standard output, so every
/// screen can be captured and compared as text in tests.
public protocol TextOutput: AnyObject {
    func write(_ text: String)
}

extension TextOutput {
    public func writeLine(_ line: String) {
        write(line + "\n")
    }
}
