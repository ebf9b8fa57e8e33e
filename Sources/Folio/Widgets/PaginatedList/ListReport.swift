/// What one ``PaginatedList`` showed in a frame.
public struct ListReport: FrameFinding, Hashable {
  /// The index of the first row drawn.
  public var scrollOffset: Int
  /// The rows drawn, as indices into the list's rows.
  public var visibleRows: Range<Int>
  /// Whether the load-more footer was drawn.
  public var isFooterVisible: Bool
  /// The footer's phase, when the list has a footer.
  public var footerPhase: LoadMoreFooter.Phase?
  /// How the footer asks for the next page.
  public var footerMode: LoadMoreFooter.TriggerMode
  /// Every item the list had, shown or not.
  public var loadedCount: Int
  /// Where the list remembers its scrolling.
  let scrollState: ListScrollState?
  /// What asks for the next page.
  let loadMore: (@MainActor () -> Void)?

  init(
    scrollOffset: Int, visibleRows: Range<Int>, isFooterVisible: Bool,
    footerPhase: LoadMoreFooter.Phase?, footerMode: LoadMoreFooter.TriggerMode,
    loadedCount: Int, scrollState: ListScrollState?, loadMore: (@MainActor () -> Void)?
  ) {
    self.scrollOffset = scrollOffset
    self.visibleRows = visibleRows
    self.isFooterVisible = isFooterVisible
    self.footerPhase = footerPhase
    self.footerMode = footerMode
    self.loadedCount = loadedCount
    self.scrollState = scrollState
    self.loadMore = loadMore
  }

  /// Two reports are equal when they say the same; the state and action they act on are
  /// not compared.
  public static func == (lhs: ListReport, rhs: ListReport) -> Bool {
    lhs.scrollOffset == rhs.scrollOffset && lhs.visibleRows == rhs.visibleRows
      && lhs.isFooterVisible == rhs.isFooterVisible && lhs.footerPhase == rhs.footerPhase
      && lhs.footerMode == rhs.footerMode && lhs.loadedCount == rhs.loadedCount
      && lhs.scrollState.map(ObjectIdentifier.init) == rhs.scrollState.map(ObjectIdentifier.init)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(scrollOffset)
    hasher.combine(visibleRows)
    hasher.combine(isFooterVisible)
    hasher.combine(footerPhase)
    hasher.combine(loadedCount)
  }

  /// Remembers the scrolling and asks for the next page when the footer says so.
  @MainActor
  public func apply() {
    scrollState?.record(
      offset: scrollOffset, visible: visibleRows, footerVisible: isFooterVisible)
    guard let phase = footerPhase, let loadMore else { return }
    let automatic = footerMode != .manual
    guard let state = scrollState else {
      if isFooterVisible && phase == .idle && automatic { loadMore() }
      return
    }
    // The state's trigger has a mode of its own (automatic by default); a manual footer
    // must not load on sight whatever that mode says. Every loaded item counts, not only
    // the shown ones: a page the filter hides is still a page.
    if isFooterVisible && automatic {
      if state.loadTrigger.footerAppeared(phase: phase, loadedCount: loadedCount) { loadMore() }
    } else {
      state.loadTrigger.observe(phase: phase, loadedCount: loadedCount)
    }
  }
}

extension FrameReport {
  /// What each list that remembers its scrolling or loads more pages showed, in drawing
  /// order.
  public var lists: [ListReport] { findings(of: ListReport.self) }
}
