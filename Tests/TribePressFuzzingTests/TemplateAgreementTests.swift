import Testing
import TribePressFuzzing
import TribePressTestSupport

/// The template fuzzer's comparison, run over generated inputs in every test run, as the fuzzer
/// runs it over its own.
struct TemplateAgreementTests {
    @Test func tribeTemplatesRendersEveryGeneratedTemplateAsSwiftMustacheDoes() {
        var generator = SeededGenerator(seed: 71)
        var disagreements: [String] = []
        var kinds = Set<String>()
        for _ in 0..<3_000 {
            let bytes = (0..<Int(generator.next() % 96)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let generated = GeneratedTemplate(bytes)
            for (mark, kind) in [
                ("{{#", "section"), ("{{^", "inverted"), ("{{>", "partial"), ("{{<", "parent"),
                ("{{=", "delimiters"), ("{{{", "unescaped"), ("{{!", "comment"), ("\r\n", "CRLF"),
            ]
            where generated.text.contains(mark) { kinds.insert(kind) }
            if let disagreement = TemplateAgreement.disagreement(generated) { disagreements.append(disagreement) }
        }
        #expect(kinds.count == 8, "the generator reaches every kind of tag: \(kinds.sorted())")
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements, the first: \(disagreements.first ?? "")")
    }

    /// What the generator leaves out, each shown by a test of the specification's: TribeTemplates
    /// gives the specification's answer and swift-mustache another. Should swift-mustache come
    /// to agree, this fails, and the generator can make those shapes again.
    @Test(arguments: GeneratedTemplate.departures.map(\.shape))
    func swiftMustacheDepartsFromTheSpecificationWhereTheGeneratorHoldsBack(_ shape: String) throws {
        let departure = try #require(GeneratedTemplate.departures.first { $0.shape == shape })
        let (ours, theirs) = TemplateAgreement.rendered(
            departure.template, partials: departure.partials, context: departure.context)
        #expect(try ours.get() == departure.expected)
        #expect((try? theirs.get()) != departure.expected)
    }
}
