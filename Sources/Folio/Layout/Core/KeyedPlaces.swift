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
  /// -1: the first element of the same identifier not taken by an earlier one; else, in
  /// order, an element whose identifier is gone; else none.
  @usableFromInline
  func oldElements() -> [Int] {
    var first: [ID: Int] = [:]
    first.reserveCapacity(ids.count)
    for (index, id) in ids.enumerated() where first[id] == nil { first[id] = index }
    var taken = [Bool](repeating: false, count: ids.count)
    var old = [Int](repeating: -1, count: newIds.count)
    var unmatched: [Int] = []
    for (index, id) in newIds.enumerated() {
      if let match = first[id], !taken[match] {
        taken[match] = true
        old[index] = match
      } else {
        unmatched.append(index)
      }
    }
    var spare = 0
    for index in unmatched {
      while spare < ids.count, taken[spare] { spare += 1 }
      guard spare < ids.count else { break }
      taken[spare] = true
      old[index] = spare
    }
    return old
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

extension BuildContext {
  /// Appends the nodes of `data`'s elements' views, each element `id`entified, each taking
  /// the places its identifier had in the last frame (see ``KeyedPlaces``). The context's
  /// places are a stack's children.
  @inlinable
  func makeKeyedNodes<Data: RandomAccessCollection, ID: Hashable, Content: View>(
    _ data: Data, id: (Data.Element) -> ID, content: (Data.Element) -> Content,
    into nodes: inout [LayoutNode]
  ) {
    let reuse = self.reuse.unsafelyUnwrapped
    let parent = unsafeDowncast(reuse.node, to: StackNode.self)
    let frame = reuse.memory.serial
    let start = nodes.count
    let record = parent.takeKeyedPlaces(at: start &+ reuse.offset, frame: frame)
    let places = record as? KeyedPlaces<ID> ?? KeyedPlaces<ID>()
    places.newIds.reserveCapacity(data.count)
    places.newStarts.reserveCapacity(data.count)
    for element in data { places.newIds.append(id(element)) }
    if record !== places {
      // No record of this `ForEach`: its elements take their places by position.
      for element in data {
        places.newStarts.append(nodes.count)
        Content._makeNodes(content(element), in: self, into: &nodes)
      }
    } else {
      // The same identifiers in the same order (the usual frame) need no table.
      let old = places.newIds == places.ids ? nil : places.oldElements()
      for (index, element) in data.enumerated() {
        let place = nodes.count
        places.newStarts.append(place)
        let match = old?[index] ?? index
        let offset = match >= 0 ? places.starts[match] &- place : NodeReuse.nowhere
        guard offset != reuse.offset else {
          // Where it stood, as the usual frame has it: this context's places are its own.
          Content._makeNodes(content(element), in: self, into: &nodes)
          continue
        }
        var context = self
        context.reuse = NodeReuse(memory: reuse.memory, childrenOf: parent, offset: offset)
        Content._makeNodes(content(element), in: context, into: &nodes)
      }
    }
    places.finish(start: start)
    parent.recordKeyedPlaces(places)
  }
}
