import CQRencode

/// A QR code for a text, from libqrencode: its modules, ready to draw.
///
/// Error correction is level M (15 % of the code may be lost), libqrencode's default and what
/// printed codes use: a sheet on a kitchen wall gets marks and folds. The code is drawn with a
/// quiet zone of four modules, as the standard asks and phones' cameras need.
public struct QRCode: Sendable, Hashable {
    /// Modules on a side, without the quiet zone.
    public let size: Int
    /// Whether each module is dark, row by row from the top left.
    public let modules: [Bool]

    /// The quiet zone, in modules, on every side.
    public static let quietZone = 4

    /// The code of `text` in 8-bit mode, or nil when libqrencode cannot make one (a text longer
    /// than the largest code holds).
    public init?(encoding text: String) {
        // Case-sensitive 8-bit data, so an address's letters come back exactly as given.
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        guard width > 0, let data = code.pointee.data else { return nil }
        size = width
        // Bit 0 of each byte is the module's colour; the other bits say what it is part of.
        modules = (0..<(width * width)).map { data[$0] & 1 == 1 }
    }

    /// The code as an SVG element `millimetres` wide, quiet zone included, in black on white:
    /// one path, each run of dark modules in a row one rectangle. It holds nothing but numbers,
    /// so it goes into a page as it is; what it says is for the page around it to name.
    public func svg(millimetres: Int) -> String {
        let side = size + 2 * Self.quietZone
        var path = ""
        for row in 0..<size {
            var column = 0
            while column < size {
                guard modules[row * size + column] else {
                    column += 1
                    continue
                }
                let start = column
                while column < size, modules[row * size + column] { column += 1 }
                path += "M\(start + Self.quietZone) \(row + Self.quietZone)h\(column - start)v1h-\(column - start)z"
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(side) \(side)\" width=\"\(millimetres)mm\" "
            + "height=\"\(millimetres)mm\" aria-hidden=\"true\" shape-rendering=\"crispEdges\">"
            + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/><path fill=\"#000\" d=\"\(path)\"/></svg>"
    }
}
