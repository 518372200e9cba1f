import XCTest

/// A test case whose rows each run against several clients in turn: one client's failure does
/// not keep the others from running, and names the client it came from. (XCTest on Linux finds
/// only the test methods a class declares itself, so a row list cannot be inherited: it is
/// written once, in the class that runs it against every client.)
class EveryClientTestCase: XCTestCase {
    private var clientUnderTest: String?

    func forEach<Client>(_ clients: [Client], named name: (Client) -> String, _ row: (Client) throws -> Void) {
        for client in clients {
            clientUnderTest = name(client)
            do {
                try row(client)
            } catch {
                XCTFail("Unexpected error \(error)")
            }
        }
        clientUnderTest = nil
    }

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        let client = clientUnderTest.map { "\($0): " } ?? ""
        super.recordFailure(
            withDescription: client + description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
}
