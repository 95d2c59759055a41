import TribeData
import TribePressTestSupport

@testable import TribeSite

/// Runs the whole pipeline on an in-memory disk holding `files`.
enum InMemoryBuild {
    /// The disk after the build, so a test can see what was written and where.
    static func run(_ files: [String: String], options: BuildOptions = BuildOptions(now: "2026-11-22"))
        throws(BuildFailure) -> InMemoryFiles
    {
        let memory = InMemoryFiles(files)
        try build(on: memory, options: options)
        return memory
    }

    /// Builds again on `memory`, into what an earlier build left there.
    static func build(
        on memory: InMemoryFiles, options: BuildOptions = BuildOptions(now: "2026-11-22"),
        byteLimit: Int = SiteBuilder.siteLimit
    ) throws(BuildFailure) {
        // Memory has no atomic exchange; three renames stand in for it.
        let writer = OutputWriter(
            fileIO: memory.fileIO,
            exchange: { first, second in
                try memory.fileIO.move(first, "swap")
                try memory.fileIO.move(second, first)
                try memory.fileIO.move("swap", second)
            })
        var builder = SiteBuilder(fileIO: memory.fileIO, writer: writer)
        builder.byteLimit = byteLimit
        _ = try builder.build(options)
    }

    /// The files of the built site (`_site/…`) as text.
    static func site(of memory: InMemoryFiles) -> [String: String] {
        memory.snapshot.filter { $0.key.hasPrefix("_site/") }.mapValues { String(decoding: $0, as: UTF8.self) }
    }
}
