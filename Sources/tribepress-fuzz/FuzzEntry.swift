import Foundation
import TribePressFuzzing

#if FUZZING
    /// libFuzzer's entry: `TRIBEPRESS_FUZZ_TARGET` (one of `FuzzTarget`'s cases) says which
    /// target the bytes go to. Built by `scripts/fuzz` with `-sanitize=fuzzer,address -DFUZZING`.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        guard let start else { return 0 }
        target.run(Array(UnsafeBufferPointer(start: start, count: count)))
        return 0
    }

    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// SwiftPM links an executable's entry under this name, in place of libFuzzer's own `main`;
    /// it hands over to libFuzzer's driver.
    @_cdecl("tribepress_fuzz_main")
    func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments) { start, size in fuzz(start, size) }
    }

    private let target: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["TRIBEPRESS_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            fatalError(
                "set TRIBEPRESS_FUZZ_TARGET to one of \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }()
#else
    /// Without the fuzzer: runs the files given (`tribepress-fuzz TARGET FILE…`) through a target,
    /// to see what a saved input does.
    @main
    struct FuzzReplay {
        static func main() throws {
            let arguments = CommandLine.arguments.dropFirst()
            guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
                print("usage: tribepress-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) FILE…")
                return
            }
            for path in arguments.dropFirst() {
                target.run(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                print("\(path): ok")
            }
        }
    }
#endif
