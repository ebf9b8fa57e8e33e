/// A key for a value of your own in ``EnvironmentValues``.
///
/// ```swift
/// private struct CompactKey: EnvironmentKey { static let defaultValue = false }
/// extension EnvironmentValues {
///   var compact: Bool {
///     get { self[CompactKey.self] }
///     set { self[CompactKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value: Sendable
  static var defaultValue: Value { get }
}
