import TribeTemplates

/// What `serve` adds to each HTML page: a panel with the last failed build's problems, and a
/// script that reloads the page when a new build is published.
enum LiveReload {
    /// The event stream the pages listen on; no file of a site is written there.
    static let streamPath = "/_tribepress/live"

    /// `page` with the panel (when there are problems) and the script put before `</body>`.
    static func inject(into page: [UInt8], problems: [String], generation: Int, hasSite: Bool) -> [UInt8] {
        var addition = ""
        if !problems.isEmpty { addition += panel(problems, hasSite: hasSite) }
        addition += script(generation: generation)
        let insertAt = lastBodyEnd(in: page) ?? page.count
        return Array(page[..<insertAt]) + Array(addition.utf8) + Array(page[insertAt...])
    }

    /// The page shown where there is no site yet, or no such file in it.
    static func page(title: String, problems: [String], generation: Int, hasSite: Bool) -> [UInt8] {
        let page =
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>\(escaped(title))</title></head>\n"
            + "<body>\n<h1>\(escaped(title))</h1>\n</body>\n</html>\n"
        return inject(into: Array(page.utf8), problems: problems, generation: generation, hasSite: hasSite)
    }

    /// Escaped as the templates escape `{{value}}`.
    static func escaped(_ text: String) -> String {
        TemplateEscaping.html.escaped(text)
    }
}

private extension LiveReload {
    static func panel(_ problems: [String], hasSite: Bool) -> String {
        let heading =
            hasSite
            ? "The last build failed; this is the last site that built. Fix these and it comes back by itself:"
            : "The site has not built yet. Fix these and it appears by itself:"
        return """
            <div id="tribepress-errors" role="alert" style="position:fixed;top:0;left:0;right:0;z-index:2147483647;\
            max-height:60vh;overflow:auto;margin:0;padding:12px 16px;background:#fff1f0;color:#5c0011;\
            border-bottom:3px solid #cf1322;font:14px/1.45 ui-monospace,monospace;text-align:left" dir="ltr">\
            <strong>\(escaped(heading))</strong>\
            <pre style="margin:8px 0 0;white-space:pre-wrap">\(problems.map(escaped).joined(separator: "\n"))</pre></div>

            """
    }

    /// Reloads when the server's generation differs from the page's: at once if a build
    /// finished while the page loaded, else on the next; the browser reconnects by itself.
    static func script(generation: Int) -> String {
        """
        <script>(function(){var seen=\(generation);new EventSource("\(streamPath)").onmessage=function(event){\
        if(Number(event.data)!==seen){location.reload();}};})();</script>

        """
    }

    static func lastBodyEnd(in page: [UInt8]) -> Int? {
        let tag = Array("</body".utf8)
        guard page.count >= tag.count else { return nil }
        for start in stride(from: page.count - tag.count, through: 0, by: -1) {
            var matches = true
            for offset in 0..<tag.count {
                let byte = page[start + offset]
                let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
                if lowered != tag[offset] {
                    matches = false
                    break
                }
            }
            if matches { return start }
        }
        return nil
    }
}
