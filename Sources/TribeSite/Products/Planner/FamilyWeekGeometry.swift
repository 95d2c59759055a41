import TribeData

/// Millimetre sizes of a family week's landscape sheet: seven day rows under the column
/// heads, each row ruled in lines, so the build knows how many entries a cell holds.
struct FamilyWeekGeometry: Sendable {
    /// The sheet's height in mm, landscape.
    let height: Double

    /// A ruled line: room for an entry at 7 pt, or for a pen.
    static let lineHeight = 4.0
    /// Lines of each cell kept free for writing, however busy the day.
    static let writingLines = 1
    /// The column heads' row: a name and its initials.
    static let headHeight = 8.0

    init(_ paper: PaperSize) {
        height = PaperGeometry.sides(of: paper).short
    }

    /// A day's row; 3 mm are kept back for the borders the browser adds.
    var rowHeight: Double {
        ((height - 2 * PaperGeometry.margin - PaperGeometry.headerHeight - Self.headHeight - 3) / 7 * 10)
            .rounded(.down) / 10
    }

    /// Lines a cell's entries may take, "+N more" included.
    var entryLines: Int {
        max(2, Int((rowHeight / Self.lineHeight).rounded(.down)) - Self.writingLines)
    }
}
