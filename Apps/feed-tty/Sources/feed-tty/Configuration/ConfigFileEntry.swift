/// One `key = value` line of the configuration file, with its line number for messages.
struct ConfigFileEntry: Equatable {
    let value: String
    let line: Int
}
