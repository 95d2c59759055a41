/// The `Content-Type` a file of the site is served with, by its extension.
enum MediaType {
    static func of(_ path: String) -> String {
        let name = path.split(separator: "/").last ?? ""
        let suffix = name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last ?? "") : ""
        switch suffix.lowercased() {
        case "html", "htm": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        // Calendar apps on the same machine can subscribe to the preview's feeds.
        case "ics": return "text/calendar; charset=utf-8"
        case "vcf": return "text/vcard; charset=utf-8"
        case "json": return "application/json"
        case "txt", "md": return "text/plain; charset=utf-8"
        case "xml": return "application/xml"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "webp": return "image/webp"
        case "ico": return "image/x-icon"
        case "pdf": return "application/pdf"
        default: return "application/octet-stream"
        }
    }
}
