import Testing
import TribeData

struct FreedMemoryKeptTests {
    /// glibc refuses a mapping threshold over 32 MB, and a C file that tests for glibc before
    /// including any of its headers never sees it: either way `check` would map and unmap its
    /// blocks as before without a word.
    #if os(Linux)
        @Test func glibcTakesBothSettings() {
            #expect(keepFreedMemoryForReuse())
        }
    #endif
}
