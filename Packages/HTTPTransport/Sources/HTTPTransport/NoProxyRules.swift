/// The hosts that go direct, as curl (7.86 and later) reads `no_proxy`: entries separated by
/// commas or white space; `*` alone for every host; a host name, which covers its subdomains (a
/// leading dot changes nothing); an IP address, or a block of them (`127.0.0.0/8`, `::1`,
/// `[::1]`), which matches an address host only, by its bytes; and any entry may end in `:port`,
/// which limits it to that port. Names are compared without case and without a trailing dot.
struct NoProxyRules: Sendable {
    private enum Pattern: Sendable {
        case name(String)
        case addresses(IPAddressBlock)
    }

    private struct Rule: Sendable {
        let pattern: Pattern
        let port: Int?
    }

    private let coversEverything: Bool
    private let rules: [Rule]

    init(_ value: String) {
        let entries = value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
        coversEverything = entries == ["*"]
        rules = entries.compactMap(Self.rule)
    }

    /// Whether a request to `host` (lower case, an IPv6 address without brackets) on `port` goes
    /// direct.
    func bypasses(host: String, port: Int) -> Bool {
        if coversEverything { return true }
        let address = IPAddressBlock.address(host)
        let name = Self.withoutTrailingDot(host.lowercased())
        return rules.contains { rule in
            guard rule.port == nil || rule.port == port else { return false }
            switch rule.pattern {
            case let .addresses(block):
                return address.map(block.contains) ?? false
            case let .name(domain):
                return address == nil && (name == domain || name.hasSuffix("." + domain))
            }
        }
    }

    private static func rule(_ entry: String) -> Rule? {
        let (host, port) = splitPort(entry)
        if let block = IPAddressBlock(host) {
            return Rule(pattern: .addresses(block), port: port)
        }
        var name = withoutTrailingDot(host.lowercased())
        if name.hasPrefix(".") { name.removeFirst() }
        guard !name.isEmpty, name != "*" else { return nil }
        return Rule(pattern: .name(name), port: port)
    }

    /// `host` and `port` of `host:port` and `[v6]:port`; a bare IPv6 address (more than one
    /// colon) has no port.
    private static func splitPort(_ entry: String) -> (String, Int?) {
        if entry.hasPrefix("["), let close = entry.firstIndex(of: "]") {
            let host = String(entry[...close])
            let rest = entry[entry.index(after: close)...]
            return (host, rest.hasPrefix(":") ? Int(rest.dropFirst()) : nil)
        }
        guard entry.filter({ $0 == ":" }).count == 1, let colon = entry.firstIndex(of: ":"),
            let port = Int(entry[entry.index(after: colon)...])
        else { return (entry, nil) }
        return (String(entry[..<colon]), port)
    }

    private static func withoutTrailingDot(_ name: String) -> String {
        name.hasSuffix(".") ? String(name.dropLast()) : name
    }
}
