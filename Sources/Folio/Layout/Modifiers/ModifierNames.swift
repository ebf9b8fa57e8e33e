// A modifier's result type is named `…View` for what it draws: `PaddingView`, `BorderView`,
// `FrameView`, `HitTargetView`. The earlier bare names stay one release as aliases.

@available(*, deprecated, renamed: "PaddingView")
public typealias Padding = PaddingView

@available(*, deprecated, renamed: "BorderView")
public typealias Border = BorderView

@available(*, deprecated, renamed: "BackgroundView")
public typealias Background = BackgroundView

@available(*, deprecated, renamed: "FrameView")
public typealias Frame = FrameView

@available(*, deprecated, renamed: "EnvironmentView")
public typealias EnvironmentModifier = EnvironmentView
