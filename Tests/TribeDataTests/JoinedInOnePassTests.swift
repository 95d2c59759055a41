import Testing
import TribeData

/// The one-pass join against the standard library's `joined(separator:)`.
struct JoinedInOnePassTests {
    static let lists: [[String]] = [
        [], [""], ["", ""], ["Maya"], ["Maya", "Tom"], ["Zoë", "Björn", "Chloé"], ["😀", "", "a"],
        ["a long name that is not a small string", "and another one, longer than fifteen bytes"],
        ["..", "..", "contacts", "ada-adeyemi-2460.html"],
    ]

    @Test(arguments: lists, ["", ", ", "/", "\n", " · "])
    func joinsAsTheStandardLibraryDoes(_ parts: [String], separator: String) {
        #expect(parts.joinedInOnePass(separator: separator) == parts.joined(separator: separator))
    }

    @Test func joinsASliceAsTheStandardLibraryDoes() {
        let parts = ["planner", "members", "tess.html"]
        #expect(parts.dropFirst().joinedInOnePass(separator: "/") == "members/tess.html")
    }
}
