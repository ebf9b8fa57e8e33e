extension Style {
  /// This style as it can be shown in `mode`: colours converted by
  /// ``Color/converted(to:)`` (none in ``ColorMode/monochrome``, attributes kept); in
  /// ``ColorMode/none`` no colours and no attributes at all, that is ``plain``.
  public func converted(to mode: ColorMode) -> Style {
    guard mode != .none else { return .plain }
    var style = self
    style.foreground = foreground?.converted(to: mode)
    style.background = background?.converted(to: mode)
    return style
  }
}
