import Synchronization

/// A template's nodes laid out for rendering: plain values the renderer copies for free.
///
/// The parsed nodes hold arrays, strings and boxes, and walking them would retain and release
/// each one, hundreds of thousands of times for a planner page. Here every text is a pointer
/// to bytes, every list of nodes a pointer to steps, and every name a box the template keeps
/// alive; the renderer reads them without counting references, for as long as the template
/// lives.
final class CompiledTemplate: @unchecked Sendable {
    /// How many bytes the template's last render made: room for the next one from the start.
    let lastSize = Atomic<Int>(0)
    /// The most bytes a render of the template made, counting only renders of at most
    /// `TemplateLibrary.rememberedRoom` (see `TemplateLibrary.capacity(for:)`).
    let largestSmallSize = Atomic<Int>(0)
    // Immutable once made; freed with the template.
    private(set) var steps = UnsafeBufferPointer<RenderStep>(start: nil, count: 0)
    private var stepBuffers: [UnsafeMutableBufferPointer<RenderStep>] = []
    private var byteBuffers: [UnsafeMutableBufferPointer<UInt8>] = []
    /// What the steps point to without holding: names, partials and blocks.
    private var boxes: [AnyObject] = []

    init(_ nodes: [TemplateNode]) {
        steps = compile(nodes)
    }

    deinit {
        for buffer in stepBuffers { buffer.deallocate() }
        for buffer in byteBuffers { buffer.deallocate() }
    }
}

/// One thing the renderer does; see `TemplateNode` for what each stands for.
enum RenderStep {
    case text(UnsafeBufferPointer<UInt8>)
    case variable(Unmanaged<CompiledName>, escaped: Bool)
    /// The body's address tells sections apart, for reusing what one made.
    case section(Unmanaged<CompiledName>, body: UnsafeBufferPointer<RenderStep>, inverted: Bool)
    case partial(Unmanaged<CompiledPartial>)
    case block(Unmanaged<CompiledBlock>)
}

/// A dotted name, split once.
final class CompiledName: Sendable {
    /// The first part; nil for `.`.
    let first: String?
    /// The parts after the first, each looked up in the object the one before it found.
    let rest: [Part]
    /// `.name`: looked up in the current object only.
    let anchored: Bool
    /// Where among its object's fields the first part was found last, to look there first.
    /// Both cores render with the same names: a guess the other core changed is only a miss.
    let hint = Atomic<Int>(0)

    init(_ name: TemplateName) {
        first = name.parts.first
        rest = name.parts.dropFirst().map(Part.init)
        anchored = name.anchored
    }

    /// A part after the first, and where it was found last.
    ///
    /// `words.repeatsLower` is looked up in an object of every phrase a page uses: looked for
    /// first where it was found last, it is not scanned for from the start at every lookup.
    final class Part: Sendable {
        let name: String
        let hint = Atomic<Int>(0)

        init(_ name: String) {
            self.name = name
        }
    }
}

/// `{{> name}}`, or `{{< name}}` with the blocks it overrides.
final class CompiledPartial {
    let name: String
    let indentation: [UInt8]
    let overrides: [String: UnsafeBufferPointer<RenderStep>]?

    init(name: String, indentation: [UInt8], overrides: [String: UnsafeBufferPointer<RenderStep>]?) {
        self.name = name
        self.indentation = indentation
        self.overrides = overrides
    }
}

/// `{{$name}}default{{/name}}`.
final class CompiledBlock {
    let name: String
    let defaults: UnsafeBufferPointer<RenderStep>
    /// What the default's lines are indented by: the white space before the tag.
    let indentation: [UInt8]
    /// What an override's lines are indented by: the default's first line's indentation when
    /// the tag stands alone on its line (the specification's "intrinsic indentation").
    let overrideIndentation: [UInt8]

    init(
        name: String, defaults: UnsafeBufferPointer<RenderStep>, indentation: [UInt8], overrideIndentation: [UInt8]
    ) {
        self.name = name
        self.defaults = defaults
        self.indentation = indentation
        self.overrideIndentation = overrideIndentation
    }
}

private extension CompiledTemplate {
    func compile(_ nodes: [TemplateNode]) -> UnsafeBufferPointer<RenderStep> {
        var steps: [RenderStep] = []
        for node in nodes {
            switch node {
            case .text(let bytes):
                steps.append(.text(store(bytes)))
            case .variable(let name, let escaped):
                steps.append(.variable(keep(CompiledName(name)), escaped: escaped))
            case .section(let name, let body, let inverted):
                steps.append(.section(keep(CompiledName(name)), body: compile(body.nodes), inverted: inverted))
            case .partial(let name, let indentation, let overrides):
                let partial = CompiledPartial(
                    name: name, indentation: indentation, overrides: overrides?.mapValues { compile($0) })
                steps.append(.partial(keep(partial)))
            case .block(let name, let defaults, let indentation, let overrideIndentation):
                steps.append(
                    .block(
                        keep(
                            CompiledBlock(
                                name: name, defaults: compile(defaults), indentation: indentation,
                                overrideIndentation: overrideIndentation))))
            case .blockDefinition:
                // Gathered into its parent's overrides by the parser; it writes nothing here.
                continue
            }
        }
        // At least one place each, so every body has an address of its own.
        let buffer = UnsafeMutableBufferPointer<RenderStep>.allocate(capacity: max(1, steps.count))
        _ = buffer.initialize(from: steps)
        stepBuffers.append(buffer)
        return UnsafeBufferPointer(rebasing: buffer[..<steps.count])
    }

    func store(_ bytes: [UInt8]) -> UnsafeBufferPointer<UInt8> {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, bytes.count))
        _ = buffer.initialize(from: bytes)
        byteBuffers.append(buffer)
        return UnsafeBufferPointer(rebasing: buffer[..<bytes.count])
    }

    func keep<Box: AnyObject>(_ box: Box) -> Unmanaged<Box> {
        boxes.append(box)
        return Unmanaged.passUnretained(box)
    }
}
