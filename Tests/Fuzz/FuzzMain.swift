#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The fuzz targets, by name; `FOLIO_FUZZ_TARGET` picks the one a run exercises, so one
/// binary serves them all (see Scripts/fuzz.sh).
nonisolated(unsafe) let fuzzTargets: [String: (inout FuzzInput) -> Void] = [
  "text": fuzzText,
  "sanitizer": fuzzSanitizer,
  "sgr": fuzzSGR,
  "keys": fuzzKeys,
  "replies": fuzzReplies,
  "layout": fuzzLayout,
  "pagination": fuzzPagination,
  "diff": fuzzDiff,
  "memo": fuzzMemo,
]

nonisolated(unsafe) let selectedTarget: (inout FuzzInput) -> Void = {
  let name = getenv("FOLIO_FUZZ_TARGET").map { String(cString: $0) } ?? ""
  guard let target = fuzzTargets[name] else {
    let names = fuzzTargets.keys.sorted().joined(separator: ", ")
    print("FOLIO_FUZZ_TARGET must be one of: \(names)")
    exit(2)
  }
  return target
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
  selectedTarget(&input)
  return 0
}
