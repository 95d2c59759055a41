import CCmark
import CMarkdownArena
import Foundation

/// Renders CommonMark to HTML with libcmark, in its safe mode.
///
/// Safe mode (cmark's default since 0.30) drops raw HTML and neutralises `javascript:`,
/// `vbscript:`, `file:` and most `data:` links, so a family's notes cannot inject script into
/// a page. Smart punctuation turns quotes and dashes typographic, as people expect.
/// An image from another host would make every visit a request to that host, so such an
/// image becomes a link to it instead.
public struct MarkdownRenderer: Sendable {
    /// Whether to turn straight quotes, `--` and `...` into their typographic forms.
    public var smartPunctuation: Bool
    /// The longest Markdown, in bytes, parsed in the thread's arena.
    ///
    /// cmark allocates several times its input, all of it kept until the render ends there.
    /// Higher spares more documents cmark's many small allocations through malloc; lower bounds
    /// the memory an arena holds. Re-measured by `benchmarks/peers large` (BENCHMARKS.md,
    /// "Tuned constants").
    var arenaLimit = 256 * 1024

    public init(smartPunctuation: Bool = true) {
        self.smartPunctuation = smartPunctuation
    }

    /// The HTML for `markdown`; never fails, as every string is valid CommonMark.
    public func html(_ markdown: String) -> String {
        String(decoding: htmlUTF8(markdown), as: UTF8.self)
    }

    /// The HTML for Markdown given as UTF-8, such as a template renders it: handed to cmark as
    /// it is, rather than checked and copied into a string first (cmark replaces any invalid
    /// sequence itself).
    public func html(utf8 markdown: [UInt8]) -> String {
        String(decoding: htmlUTF8(utf8: markdown), as: UTF8.self)
    }

    /// `html(_:)` as UTF-8, for a page that writes it as bytes: cmark's output is checked no
    /// further, as cmark replaced any invalid sequence of its input.
    public func htmlUTF8(_ markdown: String) -> [UInt8] {
        var text = markdown
        return text.withUTF8 { html(of: $0) }
    }

    /// `html(utf8:)` as UTF-8.
    public func htmlUTF8(utf8 markdown: [UInt8]) -> [UInt8] {
        markdown.withUnsafeBufferPointer { html(of: $0) }
    }

    /// The version of the linked libcmark, e.g. "0.30.2".
    public static var libraryVersion: String {
        guard let version = cmark_version_string() else { return "unknown" }
        return String(cString: version)
    }
}

private extension MarkdownRenderer {
    /// cmark's allocator in the thread's arena, where every node of a document keeps a pointer
    /// to it: made once, never freed.
    static let arena = ArenaAllocator()

    /// The HTML for the UTF-8 `bytes`; a NUL, which cmark would take for the end of the text,
    /// becomes U+FFFD first.
    func html(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
        if memchr(base, 0, bytes.count) != nil {
            return Self.replacingNUL(in: bytes).withUnsafeBufferPointer { html(of: $0) }
        }
        return base.withMemoryRebound(to: CChar.self, capacity: bytes.count) { html(of: $0, length: bytes.count) }
    }

    /// The HTML for the `length` bytes of Markdown at `pointer`, which hold no NUL.
    func html(of pointer: UnsafePointer<CChar>, length: Int) -> [UInt8] {
        var options = CMARK_OPT_DEFAULT
        if smartPunctuation { options |= CMARK_OPT_SMART }
        // A page's Markdown is parsed in the thread's arena, emptied after it (see
        // CMarkdownArena); longer text goes through malloc, which frees as cmark goes.
        let inArena = length <= arenaLimit
        let memory = inArena ? Self.arena.pointer : cmark_get_default_mem_allocator()
        guard let memory, let parser = cmark_parser_new_with_mem(options, memory) else { return [] }
        cmark_parser_feed(parser, pointer, length)
        let document = cmark_parser_finish(parser)
        cmark_parser_free(parser)
        defer { if inArena { tribepress_arena_reset() } }
        guard let document else { return [] }
        // In the arena every node is freed by the reset; walking the tree to free each
        // would free nothing.
        defer { if !inArena { cmark_node_free(document) } }
        // An image is written `![`: most pages have none, and need no walk of their tree.
        if Self.hasImageOpener(pointer, length: length) {
            Self.turnRemoteImagesIntoLinks(in: document, memory: memory)
        }
        guard let rendered = cmark_render_html(document, options) else { return [] }
        // The rendered text is the document's memory, the arena's or malloc's.
        defer { if !inArena { free(rendered) } }
        return Array(UnsafeRawBufferPointer(start: rendered, count: strlen(rendered)))
    }

    /// `bytes` with each NUL made U+FFFD.
    static func replacingNUL(in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var replaced: [UInt8] = []
        replaced.reserveCapacity(bytes.count + 2)
        for byte in bytes {
            if byte == 0 { replaced += [0xEF, 0xBF, 0xBD] } else { replaced.append(byte) }
        }
        return replaced
    }

    /// Whether the text holds `![`, with which every image begins: each `!` found by memchr,
    /// most pages having none.
    static func hasImageOpener(_ text: UnsafePointer<CChar>, length: Int) -> Bool {
        var start = 0
        while start < length, let hit = memchr(text + start, Int32(UInt8(ascii: "!")), length - start) {
            let next = UnsafeRawPointer(text).distance(to: hit) + 1
            if next < length, text[next] == CChar(UInt8(ascii: "[")) { return true }
            start = next
        }
        return false
    }

    /// Turns each image from another host into a link to it; new nodes use the document's
    /// `memory`, so they go where its other nodes go.
    static func turnRemoteImagesIntoLinks(in document: OpaquePointer, memory: UnsafeMutablePointer<cmark_mem>) {
        var remote: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { return }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator), cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER,
                cmark_node_get_type(node) == CMARK_NODE_IMAGE,
                let url = cmark_node_get_url(node), isRemote(String(cString: url))
            else { continue }
            remote.append(node)
        }
        cmark_iter_free(iterator)
        // The tree changes only after the walk, which cmark's iterator requires.
        for image in remote {
            // An image without a description still needs something to click: its address.
            if cmark_node_first_child(image) == nil, let text = cmark_node_new_with_mem(CMARK_NODE_TEXT, memory) {
                cmark_node_set_literal(text, cmark_node_get_url(image))
                cmark_node_append_child(image, text)
            }
            // Inside a link already, a link would nest (invalid HTML): keep the words only.
            let replacement = isInsideLink(image) ? nil : cmark_node_new_with_mem(CMARK_NODE_LINK, memory)
            if let replacement {
                cmark_node_set_url(replacement, cmark_node_get_url(image))
                cmark_node_set_title(replacement, cmark_node_get_title(image))
                cmark_node_insert_before(image, replacement)
            }
            while let child = cmark_node_first_child(image) {
                if let replacement {
                    cmark_node_append_child(replacement, child)
                } else {
                    cmark_node_insert_before(image, child)
                }
            }
            cmark_node_free(image)
        }
    }

    static func isInsideLink(_ node: OpaquePointer) -> Bool {
        var parent = cmark_node_parent(node)
        while let current = parent {
            if cmark_node_get_type(current) == CMARK_NODE_LINK { return true }
            parent = cmark_node_parent(current)
        }
        return false
    }

    /// Whether a URL names another host: it has a scheme (`https:`, `http:`) or starts with `//`.
    static func isRemote(_ url: String) -> Bool {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return true }
        guard let colon = trimmed.firstIndex(of: ":") else { return false }
        let scheme = trimmed[..<colon]
        return !scheme.isEmpty && !scheme.contains("/") && !scheme.contains("?") && !scheme.contains("#")
    }
}

/// The address of a `cmark_mem` that lives as long as the process.
final class ArenaAllocator: @unchecked Sendable {
    // Unchecked: written once here, then only read, by cmark.
    let pointer: UnsafeMutablePointer<cmark_mem>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(
            to: cmark_mem(
                calloc: tribepress_arena_calloc, realloc: tribepress_arena_realloc, free: tribepress_arena_free))
    }
}
