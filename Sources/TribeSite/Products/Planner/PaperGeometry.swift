import TribeData

/// Millimetre sizes of a printed month sheet, from which row heights and line budgets follow.
///
/// Everything on the sheet has a fixed height in mm, so the build knows exactly how many lines
/// fit in a day and nothing is ever pushed onto a second sheet.
struct PaperGeometry: Sendable {
    let paper: PaperSize
    /// Landscape width and height in mm.
    let width: Double
    let height: Double

    static let margin = 8.0
    static let headerHeight = 13.0
    static let legendHeight = 11.0
    static let columnHeaderHeight = 6.0
    static let weekColumnWidth = 8.0
    static let dayNumberHeight = 4.2
    static let lineHeight = 3.7

    init(_ paper: PaperSize) {
        self.paper = paper
        (height, width) = Self.sides(of: paper)
    }

    /// The CSS `@page` size keyword.
    var cssSize: String {
        Self.cssName(of: paper) + " landscape"
    }

    /// A sheet's short and long sides in mm.
    static func sides(of paper: PaperSize) -> (short: Double, long: Double) {
        switch paper {
        case .a4: return (210, 297)
        case .a3: return (297, 420)
        case .letter: return (215.9, 279.4)
        }
    }

    /// The paper's name in CSS `@page` sizes.
    static func cssName(of paper: PaperSize) -> String {
        switch paper {
        case .a4: return "A4"
        case .a3: return "A3"
        case .letter: return "letter"
        }
    }

    /// Room for the week rows; 3 mm are kept back for the cell borders the browser adds.
    var gridHeight: Double {
        height - 2 * Self.margin - Self.headerHeight - Self.legendHeight - Self.columnHeaderHeight - 3
    }

    func rowHeight(weeks: Int) -> Double {
        (gridHeight / Double(weeks) * 10).rounded(.down) / 10
    }

    var dayWidth: Double {
        ((width - 2 * Self.margin - Self.weekColumnWidth) / 7 * 10).rounded(.down) / 10
    }

    /// Lines of text a day cell holds below its number, before bars take their share.
    func linesPerCell(weeks: Int) -> Int {
        max(1, Int(((rowHeight(weeks: weeks) - Self.dayNumberHeight - 0.6) / Self.lineHeight).rounded(.down)))
    }
}
