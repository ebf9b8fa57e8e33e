/// Identity by identifier: the elements of a ``ForEach`` take the nodes their identifiers
/// had in the last frame, wherever they stand now.
///
/// A `ForEach` in a stack taken again (its places are the stack's children) records, for
/// the next frame, its elements' identifiers and the place of each element's first node
/// (``KeyedPlaces``, kept by the stack). The next frame's `ForEach` that begins where that
/// one began finds the record and builds each element at the places its identifier had:
/// an element moved, or one after an element inserted or removed, takes its own nodes
/// again, not its neighbour's. An element whose identifier is new takes, in order, the
/// nodes of an element that is gone (as identity by position would), and when there is
/// none, makes new ones. With no record (the stack's first frames, or a `ForEach` that
/// begins at another place), the elements take their places by position.
///
/// Which nodes an element takes decides only how much is built again, never what is drawn:
/// a node taken again is always changed to show the new view.
@usableFromInline
class ForEachPlaces {
  /// The place among its stack's children where the `ForEach`'s first node stood in the
  /// frame that recorded it.
  @exclusivity(unchecked) @usableFromInline final var start = 0
  /// The frame the record was last taken in: a record is taken at most once a frame.
  @exclusivity(unchecked) @usableFromInline final var takenInFrame: UInt64 = 0

  @usableFromInline
  init() {}
}

/// A `ForEach`'s record of its elements' identifiers and places (see ``ForEachPlaces``).
@usableFromInline
final class KeyedPlaces<ID: Hashable>: ForEachPlaces {
  /// The last frame's identifiers, in order, and the place of each element's first node.
  @exclusivity(unchecked) @usableFromInline var ids: [ID] = []
  @exclusivity(unchecked) @usableFromInline var starts: [Int] = []
  /// This frame's, being recorded; swapped with the last frame's when the frame's elements
  /// are built, so a record keeps its storage from frame to frame.
  @exclusivity(unchecked) @usableFromInline var newIds: [ID] = []
  @exclusivity(unchecked) @usableFromInline var newStarts: [Int] = []

  @usableFromInline
  override init() {}

  /// For each identifier in ``newIds``, the last frame's element whose places it takes, or
  /// -1 (kept from frame to frame, as its storage is).
  @exclusivity(unchecked) @usableFromInline var matches: [Int] = []
  /// Which of the last frame's elements are taken, while ``matches`` is worked out.
  @exclusivity(unchecked) @usableFromInline var taken: [Bool] = []

  /// Works out ``matches``: for each new identifier, the last frame's element of the same
  /// identifier not taken by an earlier one; else, in order, an element whose identifier is
  /// gone; else none (-1).
  ///
  /// Elements are mostly where they were, or moved together by an element inserted or
  /// removed before them: each is looked for first where the one before it was found,
  /// moved as far; then among all the old ones, at first one by one (an element or two
  /// inserted costs a pass each), and after a few such passes through a table.
  @inlinable
  func matchElements() {
    matches.removeAll(keepingCapacity: true)
    taken.removeAll(keepingCapacity: true)
    taken.append(contentsOf: repeatElement(false, count: ids.count))
    var shift = 0
    var passes = 0
    var table: [ID: Int]?
    var unmatched = false
    for (index, id) in newIds.enumerated() {
      var match = -1
      let guess = index &+ shift
      if guess >= 0, guess < ids.count, !taken[guess], ids[guess] == id {
        match = guess
      } else {
        if passes >= 4, table == nil {
          var first: [ID: Int] = [:]
          first.reserveCapacity(ids.count)
          for (old, oldID) in ids.enumerated() where first[oldID] == nil { first[oldID] = old }
          table = first
        }
        if let table {
          // The first of an identifier repeated may be taken: then the others are looked for.
          if let old = table[id] {
            match = taken[old] ? ids.indices.first { !taken[$0] && ids[$0] == id } ?? -1 : old
          }
        } else {
          passes += 1
          match = ids.indices.first { !taken[$0] && ids[$0] == id } ?? -1
        }
      }
      if match >= 0 {
        taken[match] = true
        shift = match &- index
      } else {
        unmatched = true
      }
      matches.append(match)
    }
    guard unmatched else { return }
    // New identifiers take, in order, the places of elements that are gone.
    var spare = 0
    for index in matches.indices where matches[index] < 0 {
      while spare < ids.count, taken[spare] { spare += 1 }
      guard spare < ids.count else { return }
      taken[spare] = true
      matches[index] = spare
    }
  }

  /// Makes this frame's record the last frame's, beginning at place `start`.
  @inlinable
  func finish(start: Int) {
    swap(&ids, &newIds)
    swap(&starts, &newStarts)
    newIds.removeAll(keepingCapacity: true)
    newStarts.removeAll(keepingCapacity: true)
    self.start = start
  }
}

extension ForEach {
  /// Appends the nodes of `view`'s elements' views, each taking the places its identifier
  /// had in the last frame (see ``KeyedPlaces``). The context's places are a stack's
  /// children.
  @inlinable
  static func makeKeyedNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    let reuse = context.reuse.unsafelyUnwrapped
    let base = reuse.places
    let parent = unsafeDowncast(base.node, to: StackNode.self)
    let frame = reuse.serial
    let baseOffset = base.offset
    let start = nodes.count
    let record = parent.takeKeyedPlaces(at: start &+ baseOffset, frame: frame)
    let places = record as? KeyedPlaces<ID> ?? KeyedPlaces<ID>()
    let data = view.data
    places.newIds.reserveCapacity(data.count)
    places.newStarts.reserveCapacity(data.count)
    // By index: a collection's iterator allocates in an unoptimised build.
    var position = data.startIndex
    while position != data.endIndex {
      places.newIds.append(view.id(of: data[position]))
      data.formIndex(after: &position)
    }
    // The same identifiers in the same order (the usual frame) need no matching; with no
    // record of this `ForEach`, its elements take their places by position.
    let same = record !== places || places.newIds == places.ids
    if !same { places.matchElements() }
    position = data.startIndex
    var index = 0
    while position != data.endIndex {
      let element = data[position]
      let place = nodes.count
      places.newStarts.append(place)
      let match = same ? index : places.matches[index]
      let offset =
        record !== places
        ? baseOffset : match >= 0 ? places.starts[match] &- place : NodePlaces.nowhere
      if offset == baseOffset {
        // Where it stood, as the usual frame has it: this context's places are its own.
        Content._makeNodes(view.content(element), in: context, into: &nodes)
      } else {
        reuse.building(in: NodePlaces(childrenOf: parent, offset: offset)) {
          Content._makeNodes(view.content(element), in: context, into: &nodes)
        }
      }
      data.formIndex(after: &position)
      index &+= 1
    }
    places.finish(start: start)
    parent.recordKeyedPlaces(places)
  }
}
