import TribeData

/// Millimetre sizes of a printed week sheet (portrait), from which the day bands and their
/// lines follow, so the build knows how many entries fit and the week stays on one sheet.
/// Margins, header and legend are the month sheets'.
struct WeekGeometry: Sendable {
    let paper: PaperSize
    /// The sheet's height in mm, upright.
    let height: Double

    /// A ruled line: room for an entry, or for a pen.
    static let lineHeight = 4.5
    /// Lines of each day kept free for writing, however busy the day.
    static let writingLines = 2

    init(_ paper: PaperSize) {
        self.paper = paper
        height = PaperGeometry.sides(of: paper).long
    }

    /// The CSS `@page` size keyword.
    var cssSize: String {
        PaperGeometry.cssName(of: paper) + " portrait"
    }

    /// A day's band; 3 mm of the sheet are kept back for the borders the browser adds.
    var bandHeight: Double {
        ((height - 2 * PaperGeometry.margin - PaperGeometry.headerHeight - PaperGeometry.legendHeight - 3) / 7 * 10)
            .rounded(.down) / 10
    }

    /// Ruled lines in a band.
    var lines: Int {
        Int((bandHeight / Self.lineHeight).rounded(.down))
    }

    /// Lines a day's entries may take, "+N more" included: the rest are left to write on.
    var entryLines: Int {
        max(2, lines - Self.writingLines)
    }
}
