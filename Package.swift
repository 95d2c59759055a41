// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TribePress",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "tribepress", targets: ["tribepress"]),
        .library(name: "TribeRecurrence", targets: ["TribeRecurrence"]),
        .library(name: "TribeData", targets: ["TribeData"]),
        .library(name: "TribeSchedule", targets: ["TribeSchedule"]),
        .library(name: "TribeICalendar", targets: ["TribeICalendar"]),
        .library(name: "TribeCalendars", targets: ["TribeCalendars"]),
        .library(name: "TribeMarkdown", targets: ["TribeMarkdown"]),
        .library(name: "TribeTemplates", targets: ["TribeTemplates"]),
        .library(name: "TribeSite", targets: ["TribeSite"]),
        .library(name: "TribeFetch", targets: ["TribeFetch"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
        // `tribepress serve`. Hummingbird rather than FlyingFox: FlyingFox's proxy handler links
        // Foundation's URLSession, which would make every release binary need libcurl.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        // HMAC-SHA256 for the secret addresses of feeds and pages.
        .package(url: "https://github.com/apple/swift-crypto", exact: "3.12.3"),
        // The one HTTP client of `pull` and `fetch`, linked into the binary (no curl),
        // with TLS verified against the system's certificates.
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        // Named for their error types: which failures are the network's and which are TLS's.
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-ssl", exact: "2.37.6"),
        // Answers compressed with gzip, as MET Norway's terms ask a client to accept.
        .package(url: "https://github.com/apple/swift-nio-extras", exact: "1.35.2"),
    ],
    targets: [
        // libcmark from the system (Debian: libcmark-dev); safe mode is cmark's default.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // libqrencode from the system (Debian: libqrencode-dev): the printed sheets' QR codes. The
        // release links the same version in as an archive (scripts/build-release).
        .systemLibrary(
            name: "CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"]), .brew(["qrencode"])]
        ),
        // libical from the system (Debian: libical-dev), the reference iCalendar parser: it reads
        // other people's calendars, and the fuzzers and tests check our feeds with it. Loaded
        // when first used, not at every start (see its header); its header is in the default paths.
        .target(name: "CLibical"),
        // A few lines of C for what Swift's Glibc overlay does not expose (renameat2, syncfs) and
        // for writing and removing thousands of files with one system call each.
        .target(name: "CFileSwap"),
        // An arena cmark allocates from while rendering one page's Markdown (see its header).
        .target(name: "CMarkdownArena"),

        // Our recurrence engine: civil time, RFC 5545 rules, time zones. Knows nothing of TribeHub.
        .target(name: "TribeRecurrence"),
        // How work is spread over cores: the worker count (TRIBEPRESS_JOBS), the part sizes
        // and the helpers every stage uses.
        .target(name: "TribeConcurrency"),
        // load → validate: the export and our canonical file, with located diagnostics.
        .target(
            name: "TribeData",
            dependencies: ["TribeRecurrence", "TribeConcurrency", "CFileSwap", .product(name: "Yams", package: "Yams")]),
        // expand: a tribe's events as occurrences in any window, with overrides applied.
        .target(name: "TribeSchedule", dependencies: ["TribeData", "TribeRecurrence", "TribeConcurrency"]),
        // Our iCalendar writer: content lines, escaping, folding, VTIMEZONE from the tz database.
        .target(name: "TribeICalendar", dependencies: ["TribeRecurrence"]),
        // Other people's calendars (.ics) read with libical and expanded with our engine.
        .target(name: "TribeCalendars", dependencies: ["CLibical", "TribeData", "TribeRecurrence"]),
        // Mustache templates compiled once and rendered into bytes from typed values.
        .target(name: "TribeTemplates"),
        // Markdown → HTML through libcmark.
        .target(name: "TribeMarkdown", dependencies: ["CCmark", "CMarkdownArena"]),
        // QR codes as inline SVG, through libqrencode.
        .target(name: "TribeQRCode", dependencies: ["CQRencode"]),
        // render → write: templates, pages and the atomic swap of the output folder.
        // The default templates, built into TribeSite from templates/ (see DefaultTemplates).
        .executableTarget(name: "embed-templates"),
        .plugin(name: "EmbedTemplates", capability: .buildTool(), dependencies: ["embed-templates"]),
        .target(
            name: "TribeSite",
            dependencies: [
                "TribeConcurrency",
                "TribeData",
                "TribeRecurrence",
                "TribeSchedule",
                "TribeICalendar",
                "TribeCalendars",
                "TribeMarkdown",
                "TribeQRCode",
                "CFileSwap",
                "TribeTemplates",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            plugins: ["EmbedTemplates"]
        ),
        // Going online, which only `pull` and `fetch` do: the family's export from their
        // TribeHub server, put in place all at once, other people's calendars, and forecasts.
        .target(
            name: "TribeFetch",
            dependencies: [
                "TribeData", "TribeCalendars", "TribeRecurrence", "CFileSwap",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOHTTPCompression", package: "swift-nio-extras"),
            ]
        ),
        // What the tests share: an in-memory FileIO and the one way they run programs.
        .target(name: "TribePressTestSupport", dependencies: ["TribeData", "TribeConcurrency"]),
        // What the fuzzers feed bytes to, shared with the tests that replay their corpus.
        .target(
            name: "TribePressFuzzing",
            dependencies: [
                "TribeData", "TribeRecurrence", "TribeICalendar", "TribeCalendars", "TribePressTestSupport", "CLibical",
                "TribeTemplates", .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // `tribepress serve`: the site rendered in memory, served on 127.0.0.1 and rebuilt and
        // reloaded in the browser on every change.
        .target(
            name: "TribePreview",
            dependencies: [
                "TribeSite", "TribeData", "TribeTemplates", .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        // The fuzzing binary (scripts/fuzz builds it with libFuzzer), or a replayer without it.
        .executableTarget(name: "tribepress-fuzz", dependencies: ["TribePressFuzzing"]),
        // How long-running commands ask tcmalloc to keep its caches small (see Serve).
        .target(name: "CMallocControl"),
        // The command line: argument parsing and exit statuses only.
        .executableTarget(
            name: "tribepress",
            dependencies: [
                "CMallocControl",
                "TribeConcurrency",
                "TribeData",
                "TribeRecurrence",
                "TribeSchedule",
                "TribeSite",
                "TribePreview",
                "TribeFetch",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: [
                // tcmalloc (Debian: libgoogle-perftools-dev) in place of glibc's malloc: its size
                // classes keep a build's millions of small objects packed by size, and a large
                // family's build ran 4–11 % faster, the most where its data outgrows the cache
                // (see BENCHMARKS.md). Linked before the C library, so it serves every allocation.
                .linkedLibrary("tcmalloc_minimal"),
                // The toolchain exports every Swift symbol of the executable (28,000), which nothing
                // looks up; the dynamic loader then searched them on every start (about 1.5 ms).
                .unsafeFlags(["-Xlinker", "--no-export-dynamic"]),
            ]
        ),
        // Our engine's half of benchmarks/recurrence (libical's half is C).
        .executableTarget(
            name: "recurrence-benchmark", dependencies: ["TribeRecurrence"], path: "benchmarks/RecurrenceBenchmark"),

        .testTarget(name: "TribeRecurrenceTests", dependencies: ["TribeRecurrence", "TribePressTestSupport"]),
        .testTarget(name: "TribeConcurrencyTests", dependencies: ["TribeConcurrency"]),
        .testTarget(
            name: "TribeDataTests",
            dependencies: ["TribeData", "TribeRecurrence", "TribePressTestSupport"]),
        .testTarget(
            name: "TribeScheduleTests",
            dependencies: ["TribeSchedule", "TribeData", "TribeRecurrence", "TribePressTestSupport"]
        ),
        .testTarget(
            name: "TribePressFuzzingTests", dependencies: ["TribePressFuzzing", "TribePressTestSupport"],
            exclude: ["Corpus"]),
        .testTarget(name: "TribeICalendarTests", dependencies: ["TribeICalendar", "TribeRecurrence"]),
        .testTarget(
            name: "TribeCalendarsTests",
            dependencies: ["TribeCalendars", "TribeRecurrence", "TribePressTestSupport", "CLibical"]),
        .testTarget(name: "TribeMarkdownTests", dependencies: ["TribeMarkdown"]),
        .testTarget(name: "TribeQRCodeTests", dependencies: ["TribeQRCode"]),
        .testTarget(name: "TribeFetchTests", dependencies: ["TribeFetch", "TribeData", "TribeRecurrence"]),
        .testTarget(name: "TribePreviewTests", dependencies: ["TribePreview"]),
        // swift-mustache is the independent implementation our templates are checked against.
        .testTarget(
            name: "TribeTemplatesTests",
            dependencies: ["TribeTemplates", "TribePressTestSupport", "TribePressFuzzing"]
        ),
        .testTarget(
            name: "TribeSiteTests",
            dependencies: [
                "TribeSite", "TribeData", "TribeRecurrence", "TribePressTestSupport",
                .product(name: "Yams", package: "Yams"),
            ]),
        .testTarget(
            name: "TribePressTests",
            dependencies: [
                "tribepress", "TribePressTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
