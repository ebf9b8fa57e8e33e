extension View {
  /// Lays out and draws this view into a canvas `width` cells wide, and reports what the
  /// frame found (see ``FrameReport``). Drawing changes nothing: drawing the same view twice
  /// gives the same frame. It draws in the environment's colour mode, 16 colours unless
  /// told (see ``EnvironmentValues/colorMode``).
  ///
  /// - Parameters:
  ///   - width: The canvas width; negative means 0, more than ``Canvas/maxSide`` is clamped.
  ///   - height: The canvas height; `nil` makes it as tall as the view wants at that width.
  ///   - environment: Colour mode, symbols, theme and the rest (see ``EnvironmentValues``).
  ///
  /// With ``EnvironmentValues/describesAccessibility`` on, the report also lists what the
  /// views are, in reading order (see ``renderTranscript(width:height:environment:)``).
  public func renderFrame(
    width: Int, height: Int? = nil, environment: EnvironmentValues = EnvironmentValues()
  ) -> RenderedFrame {
    renderFrame(width: width, height: height, environment: environment, memory: nil)
  }

  /// Lays out and draws this view as ``renderFrame(width:height:environment:)`` does,
  /// reusing from `memory` the nodes of the ``View/equatable()`` views that did not change
  /// since the last frame drawn with it (see ``FrameMemory``). The frame is the same as one
  /// drawn without a memory.
  public func renderFrame(
    width: Int, height: Int? = nil, environment: EnvironmentValues = EnvironmentValues(),
    memory: FrameMemory?
  ) -> RenderedFrame {
    // A frame drawn inside another one's drawing uses its own memory, or none: never the
    // outer frame's.
    guard FrameMemory.current === memory else {
      return FrameMemory.currentFrame.withValue(memory) {
        renderFrame(width: width, height: height, environment: environment, current: memory)
      }
    }
    return renderFrame(width: width, height: height, environment: environment, current: memory)
  }

  /// ``renderFrame(width:height:environment:memory:)`` with `memory` the frame memory of the
  /// task (``FrameMemory/current``), passed on rather than read again.
  private func renderFrame(
    width: Int, height: Int?, environment: EnvironmentValues, current memory: FrameMemory?
  ) -> RenderedFrame {
    guard let memory else {
      return renderFrameInContext(
        width: width, height: height, environment: environment, memory: nil)
    }
    memory.beginFrame()
    defer { memory.endFrame() }
    return renderFrameInContext(
      width: width, height: height, environment: environment, memory: memory)
  }

  /// Draws this view as ``renderFrame(width:height:environment:memory:)`` does, over the last
  /// frame drawn with `memory` where it stands, and gives the frame with the bytes that turn
  /// a terminal showing that last frame into one showing this — as
  /// `frame.canvas.diff(from: last, colorMode: environment.colorMode, addressing: addressing)`
  /// would, in the environment's colour mode.
  ///
  /// What a program's loop draws its frames with: the memory keeps one canvas, and a frame
  /// changes in it only the rows it writes, and compares only those with the last frame's —
  /// a part that did not change where it stood is neither drawn nor copied nor compared.
  /// The frame's cells and report are those ``renderFrame(width:height:environment:)`` gives.
  ///
  /// When nothing else holds the last frame's canvas, the frame is drawn in its cells;
  /// holding it (keeping the last update's `frame`) costs one copy of them. With no last
  /// frame, or one of another size, the bytes draw the whole screen.
  public func renderUpdate(
    width: Int, height: Int? = nil, environment: EnvironmentValues = EnvironmentValues(),
    memory: FrameMemory, addressing: CursorAddressing = .screen
  ) -> FrameUpdate {
    let drawsInPlace = memory.drawsInPlace
    memory.drawsInPlace = true
    let frame = renderFrame(width: width, height: height, environment: environment, memory: memory)
    memory.drawsInPlace = drawsInPlace
    let bytes = memory.changes(
      to: frame.canvas, colorMode: environment.colorMode, addressing: addressing)
    return FrameUpdate(
      frame: frame, bytes: bytes, colorMode: environment.colorMode, addressing: addressing)
  }

  private func renderFrameInContext(
    width: Int, height: Int?, environment: EnvironmentValues, memory: FrameMemory?
  ) -> RenderedFrame {
    let profile = environment.widthProfile
    guard profile == WidthProfile.current else {
      // Every width measured while the frame is built and drawn uses the profile.
      return WidthProfile.currentProfile.withValue(profile) {
        renderFrameInContext(
          width: width, height: height, environment: environment, memory: memory)
      }
    }
    if profile.reportsUnmeasuredClusters, WidthProfile.unmeasured == nil {
      // The disputed clusters drawn without a measured width go into the report.
      let log = UnmeasuredClusterLog()
      var frame = WidthProfile.unmeasuredLog.withValue(log) {
        renderFrameInContext(
          width: width, height: height, environment: environment, memory: memory)
      }
      frame.report.unmeasuredClusters = log.clusters
      memory?.lastFrameNotedClusters = !log.clusters.isEmpty
      return frame
    }
    let node: LayoutNode
    if let memory {
      node = Self._makeNode(self, in: memory.rootContext(environment))
      memory.keepTree(node, environment)
    } else {
      node = makeNode(of: self, environment)
    }
    let width = clampDimension(width)
    let finalHeight = height.map(clampDimension) ?? node.heightRange(width: width).ideal
    let offered = Size(width: width, height: finalHeight)
    let size = node.size(offered: offered)
    if let memory, let memo = node as? MemoNode,
      let unchanged = memory.unchangedFrame(
        memo, rect: Rect(x: 0, y: 0, size: size), offered: offered)
    {
      return unchanged
    }
    var context = RenderContext(
      canvas: memory?.canvasForFrame(width: width, height: finalHeight)
        ?? Canvas(width: width, height: finalHeight))
    context.describesAccessibility = environment.describesAccessibility
    memory?.frameCanvas = context.canvas.storageIdentity
    context.frameMemory = memory.map { .passUnretained($0) }
    context.draw(node, in: Rect(x: 0, y: 0, size: size), offeredSize: offered)
    context.canvas.blankStaleRows()
    context.canvas.previousRows = nil
    if environment.symbolsAreASCII { context.canvas.replacePlaceholdersWithASCII() }
    if let memory {
      context.canvas.frame = memory.frameToken()
      memory.keep(context.canvas, context.report)
    }
    // Moved out of the context rather than copied: a copy of a canvas counts a reference to
    // each of its buffers.
    var frame = RenderedFrame(canvas: Canvas(emptyWidth: 0, height: 0), report: FrameReport())
    swap(&frame.canvas, &context.canvas)
    swap(&frame.report, &context.report)
    return frame
  }

  /// Lays out and draws this view into a canvas `width` cells wide (see
  /// ``renderFrame(width:height:environment:)``, which also gives the frame's report).
  ///
  /// - Parameters:
  ///   - width: The canvas width; negative means 0, more than ``Canvas/maxSide`` is clamped.
  ///   - height: The canvas height; `nil` makes it as tall as the view wants at that width.
  ///   - environment: Colour mode, symbols, theme and the rest (see ``EnvironmentValues``).
  public func renderCanvas(
    width: Int, height: Int? = nil, environment: EnvironmentValues = EnvironmentValues()
  ) -> Canvas {
    renderFrame(width: width, height: height, environment: environment).canvas
  }

  /// This view as a string for a terminal with the given colour mode (see
  /// ``Canvas/ansiString(colorMode:)``); without one, the environment's (16 colours by
  /// default).
  public func renderANSI(
    width: Int, height: Int? = nil, colorMode: ColorMode? = nil,
    environment: EnvironmentValues = EnvironmentValues()
  ) -> String {
    var environment = environment
    let mode = colorMode ?? environment.colorMode
    environment.colorMode = mode
    return renderCanvas(width: width, height: height, environment: environment)
      .ansiString(colorMode: mode)
  }

  /// This view as plain text, drawn as for colour mode ``ColorMode/none``, trailing spaces
  /// of each line removed.
  public func renderPlainText(
    width: Int, height: Int? = nil, environment: EnvironmentValues = EnvironmentValues()
  ) -> String {
    var environment = environment
    environment.colorMode = .none
    return renderCanvas(width: width, height: height, environment: environment)
      .plainText(trimmingTrailingSpaces: true)
  }

  /// This view as a screen reader should read it: one element a line, in reading order,
  /// its role and state in words (``EnvironmentValues/accessibilityLabels``), no box
  /// drawing and no decoration — `list: Inbox, showing 21–40 of 1,234`,
  /// `row 3 of 20, selected: Welcome`, `navigation: Page 6 of 20`. It reads what a frame
  /// of `width` × `height` draws, from the same pass as its cells.
  public func renderTranscript(
    width: Int, height: Int? = nil, environment: EnvironmentValues = EnvironmentValues()
  ) -> String {
    var environment = environment
    environment.colorMode = .none
    environment.describesAccessibility = true
    let frame = renderFrame(width: width, height: height, environment: environment)
    return frame.report.transcript(labels: environment.accessibilityLabels)
  }
}

extension FrameReport {
  /// The frame's ``accessibilityElements`` as transcript lines, one element a line.
  public func transcriptLines(labels: AccessibilityLabels = AccessibilityLabels()) -> [String] {
    accessibilityElements.map { labels.line(for: $0) }.filter { !$0.isEmpty }
  }

  /// The frame's transcript: its ``transcriptLines(labels:)``, each ending in a line break.
  public func transcript(labels: AccessibilityLabels = AccessibilityLabels()) -> String {
    transcriptLines(labels: labels).map { $0 + "\n" }.joined()
  }
}
