/// A command line split into a command, options and positional arguments.
///
/// Options are `--name value`, `--name=value` or a bare `--flag`; which options take a value
/// is declared by the command, so `--ascii FILE` reads as a flag and a file.
struct Arguments {
  var options: [String: String] = [:]
  var flags: Set<String> = []
  var positional: [String] = []

  /// A usage error: printed to standard error, exit status 64.
  struct UsageError: Error, CustomStringConvertible {
    var description: String
  }

  init(_ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String>) throws {
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        positional.append(contentsOf: arguments[index...])
        break
      }
      guard argument.hasPrefix("--"), argument.count > 2 else {
        positional.append(argument)
        continue
      }
      var name = String(argument.dropFirst(2))
      var value: String?
      if let equals = name.firstIndex(of: "=") {
        value = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if valued.contains(name) {
        if value == nil {
          guard index < arguments.count else {
            throw UsageError(description: "option --\(name) needs a value")
          }
          value = arguments[index]
          index += 1
        }
        options[name] = value
      } else if allowedFlags.contains(name) {
        if value != nil { throw UsageError(description: "option --\(name) takes no value") }
        flags.insert(name)
      } else {
        throw UsageError(description: "unknown option --\(name)")
      }
    }
  }

  /// The whole-number value of `--name`, within `range`, or `defaultValue` when absent.
  func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws -> Int
  {
    guard let text = options[name] else { return defaultValue }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        description:
          "--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
      )
    }
    return value
  }

  /// The decimal value of `--name`, within `range`, or `defaultValue` when absent.
  func decimal(_ name: String, default defaultValue: Double, in range: ClosedRange<Double>) throws
    -> Double
  {
    guard let text = options[name] else { return defaultValue }
    guard let value = Double(text), range.contains(value) else {
      throw UsageError(
        description:
          "--\(name) must be a number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
      )
    }
    return value
  }
}
