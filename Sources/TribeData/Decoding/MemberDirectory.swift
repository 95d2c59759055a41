/// The tribe's member ids, for checking every reference to a member as it is read.
struct MemberDirectory {
    private let names: [Int: String]

    init(_ members: [Member]) {
        names = Dictionary(members.map { ($0.id, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    }

    func contains(_ id: Int) -> Bool { names[id] != nil }

    func name(of id: Int) -> String? { names[id] }

    /// Logs an error for each reference to someone who is not a member.
    func check(_ references: [MemberReference], in document: JSONDocument, role: String) {
        for reference in references where !contains(reference.id) {
            document.error(
                "\(role) refers to user \(reference.id), who is not a member of the tribe (members: \(memberList))",
                at: reference.node, path: reference.path
            )
        }
    }

    private var memberList: String {
        names.keys.sorted().map { "\($0) \(names[$0] ?? "")" }.joined(separator: ", ")
    }
}
