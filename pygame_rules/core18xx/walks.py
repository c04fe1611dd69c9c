"""The walk of reach.py (18xx.games' walk of the map) computed without trying every walk.

The network as numbers: path t entered at its end i (0: `a`, 1: `b`) is state 2t+i; it leaves by
its other end, into a node (every path there) or across a hex edge (the paths there that fit).
A walk holds marks while it goes on: the paths and nodes it is on, and the hex edges it has left a
hex by (a key per hex, edge and lane: a path touching a key in use is not entered; the lanes of
multi-lane track, 18ESP's mountain-pass lines, are separate tracks across one edge, as in
18xx.games' walk, whose marks name the lane).

18xx.games' walk keeps its marks once it has passed a path or node, until it leaves a hex by an
edge that several paths of that tile leave by (converging track); from there on every mark is
taken back when the walk backs out, so the walk beyond tries every way through. Such a part is
pure: when it ends, the marks are as before, and all it leaves behind is the paths it entered:
every path that some walk from its start, respecting the marks, enters. `Walk` follows the
marks-kept part step by step in 18xx.games' order (its marks decide what comes later) and works
out what each converging part finds as that set, in any order:

0. first it walks the part as 18xx.games does, up to TRIED_FIRST states (most parts are small);
1. the states reachable from the part's start when only the marks held now are respected (a walk
   there may use a path, node or edge twice, but never turns back onto the path it came by)
   bound what it can find; the paths among them that matter (not found yet; for a question, the
   paths asked about) are the targets;
2. each target on the breadth-first tree of those states whose walk along the tree respects the
   marks it makes itself is found (most are);
3. a target is ruled out when every walk to each of its states passes states (their dominators)
   that no walk can hold together: two using one path, node or hex edge, or one leaving a hex by
   an edge that a later one (or the target) touches; the first time this step is reached, it is
   also done once for the whole search, from its node with only the marks held at the outset
   (every path a converging part finds, such a walk finds), and what it rules out is wanted no
   more;
4. each target left is sought by a walk heading straight for it (up to SOUGHT states);
5. a target still not found is sought once in the whole search from its node with the marks held
   at the outset: if no walk finds it, it is wanted no more;
6. for the rest, walks are tried depth-first with the marks (as 18xx.games does) but a walk goes
   on only while some target is still reachable from where it is with the marks it holds.

Each step drops only walks that find nothing new, so the paths found are exactly 18xx.games'.
`steps` counts the work (states entered or looked at), for tests that bound it (`WORK`).

`with_tile` numbers the network with another tile on one hex from the numbers of the network
now, changing only what the tile changes (a lay's check walks once per tile and rotation).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from .network import Network

NONE = -1
TRIED_FIRST = 64  # a converging part is first walked as 18xx.games walks it, up to so many states
SOUGHT = 256  # then each path it may find is sought by a walk heading for it, up to so many states


@dataclass(frozen=True)
class States:
    """A network as numbers (see the module's text). Nodes and keys are numbered; `keys` holds
    two key numbers per path (the spare key `spare`, never in use, where a path has fewer)."""

    tracks: int
    nodes: dict[str, int]  # node id -> number
    node_ids: list[str]
    key_a: list[int]  # per path: the key of its end a (spare if a node)
    key_b: list[int]
    spare: int
    out_node: list[int]  # per state: the node it leaves into (NONE: an edge, or a terminal path)
    out_key: list[int]  # per state: the key of the open edge it leaves by (NONE: none)
    beyond: list[tuple[int, ...]]  # per state: the states it may go on to (a node's, or across)
    node_states: list[tuple[int, ...]]  # per node: the states entered from it, in network order
    converging: list[bool]  # per key: several paths of the tile leave by that edge
    entry: list[int]  # per state: what entering uses up, a node (its number) or a hex edge (-2-n)
    preds: list[tuple[int, ...]]  # per state: the states that may go on to it
    sides: list[tuple[str, int]]  # per key: its hex and edge
    edge_numbers: dict[tuple[str, int, int], int]  # a hex edge and lane (the side that sorts first) -> its number
    key_lanes: list[int]  # per key: its lane on that edge (0: single track)


def states(net: Network, neighbours: dict[str, dict[int, str]], open_edges: dict[str, frozenset[int]]) -> States:
    tracks = net.tracks
    n = len(tracks)
    nodes = {node: i for i, node in enumerate(net.at_node)}
    keys: dict[tuple[str, int, int], int] = {}  # (hex, edge, lane) -> key
    edges: dict[tuple[str, int, int], int] = {}  # a hex edge and lane, the same from both sides
    key_a, key_b = [0] * n, [0] * n
    out_node, out_key = [NONE] * (2 * n), [NONE] * (2 * n)
    beyond: list[tuple[int, ...]] = [()] * (2 * n)
    entry = [0] * (2 * n)
    into_nodes = []  # the states leaving into a node
    crossing, key_ends = net.crossing, (key_a, key_b)
    for t, track in enumerate(tracks):
        coord, lanes = track.hex, track.lanes or _SINGLE
        for i, end in enumerate((track.a, track.b)):
            entered, leaving = 2 * t + i, 2 * t + 1 - i  # the states entering and leaving by this end
            if isinstance(end, str):
                key_ends[i][t] = NONE
                entry[entered] = nodes.setdefault(end, len(nodes))
                if not track.terminal:
                    out_node[leaving] = entry[entered]
                    into_nodes.append(leaving)
                continue
            key_ends[i][t] = key = keys.setdefault((coord, end, lanes[i][1]), len(keys))
            entry[entered] = -2 - edges.setdefault(_crossing(coord, end, lanes[i], neighbours), len(edges))
            if end in open_edges[coord]:
                out_key[leaving] = key
                beyond[leaving] = tuple([2 * u + (tracks[u].a != e) for u, e in crossing.get((t, end), ())])
    node_ids = list(nodes)
    node_states: list[tuple[int, ...]] = [()] * len(node_ids)
    for node, at in net.at_node.items():
        node_states[nodes[node]] = tuple([2 * u + (tracks[u].a != node) for u in at])
    spare = len(keys)
    key_a = [spare if k == NONE else k for k in key_a]
    key_b = [spare if k == NONE else k for k in key_b]
    converging = [False] * (spare + 1)
    exit_counts = net.exit_counts
    for (coord, edge, _), k in keys.items():
        converging[k] = exit_counts.get((coord, edge), 0) > 1
    for s in into_nodes:
        t = s >> 1
        beyond[s] = tuple([s2 for s2 in node_states[out_node[s]] if s2 >> 1 != t])  # never back on itself
    preds: list[list[int]] = [[] for _ in range(2 * n)]
    for s, following in enumerate(beyond):
        for s2 in following:
            preds[s2].append(s)
    return States(
        n,
        nodes,
        node_ids,
        key_a,
        key_b,
        spare,
        out_node,
        out_key,
        beyond,
        node_states,
        converging,
        entry,
        [tuple(p) for p in preds],
        [(coord, edge) for coord, edge, _ in keys],
        edges,
        [lane for _, _, lane in keys],
    )


_SINGLE = ((1, 0), (1, 0))  # the lanes of single track at a and at b (Track.lane)


def _crossing(coord: str, edge: int, lane: tuple[int, int], neighbours: dict[str, dict[int, str]]) -> tuple:
    """A hex edge and lane, the same from both sides (lane i on one side is width-1-i on the other)."""
    width, index = lane
    other = neighbours[coord].get(edge)
    if other is None:
        return (coord, edge, index)
    return min((coord, edge, index), (other, (edge + 3) % 6, width - 1 - index))


def with_tile(
    base: States,
    net: Network,
    coord: str,
    neighbours: dict[str, dict[int, str]],
    open_edges: dict[str, frozenset[int]],
) -> States:
    """`states(net)` for `net`, the network of `base` with another tile on `coord`
    (network.with_tile: its tracks numbered after the others), made from `base` by changing
    what the new tile changes."""
    tracks = net.tracks
    n, old_n = len(tracks), base.tracks
    added = range(old_n, n)
    nodes, node_ids = dict(base.nodes), list(base.node_ids)
    keys = {(*side, lane): k for k, (side, lane) in enumerate(zip(base.sides, base.key_lanes))}
    sides, key_lanes, edges = list(base.sides), list(base.key_lanes), dict(base.edge_numbers)
    key_a, key_b = base.key_a + [NONE] * (n - old_n), base.key_b + [NONE] * (n - old_n)
    more = [NONE] * (2 * (n - old_n))
    out_node, out_key, entry = base.out_node + more, base.out_key + more, base.entry + more
    beyond = base.beyond + [()] * (2 * (n - old_n))
    node_states = list(base.node_states)
    preds = base.preds + [()] * (2 * (n - old_n))
    changed: dict[int, tuple[int, ...]] = {}  # state -> its new `beyond`

    def number(node: str) -> int:
        if node not in nodes:
            nodes[node] = len(node_ids)
            node_ids.append(node)
            node_states.append(())
        return nodes[node]

    for node, k in base.nodes.items():
        if node.rsplit("-", 1)[0] == coord:
            node_states[k] = ()
    for t in range(old_n):
        if tracks[t].hex == coord:
            changed[2 * t] = changed[2 * t + 1] = ()
    for t in added:
        track = tracks[t]
        ends = (track.a, track.b)
        own = []
        for e in ends:
            if isinstance(e, int):
                key = (coord, e, track.lane(e)[1])
                if key not in keys:
                    keys[key] = len(sides)
                    sides.append((coord, e))
                    key_lanes.append(key[2])
                own.append(keys[key])
            else:
                own.append(NONE)
        key_a[t], key_b[t] = own
        for i in (0, 1):
            near, far = ends[i], ends[1 - i]
            if isinstance(near, str):
                entry[2 * t + i] = number(near)
            else:
                side = _crossing(coord, near, track.lane(near), neighbours)
                entry[2 * t + i] = -2 - edges.setdefault(side, len(edges))
            if isinstance(far, str):
                if not track.terminal:
                    out_node[2 * t + i] = number(far)
            elif far in open_edges[coord]:
                out_key[2 * t + i] = own[1 - i]
                changed[2 * t + i] = tuple(2 * u + _end(tracks[u], e) for u, e in net.crossing.get((t, far), ()))
    for node, at in net.at_node.items():
        if node.rsplit("-", 1)[0] == coord:
            node_states[number(node)] = tuple(2 * u + _end(tracks[u], node) for u in at)
    for t in added:
        for i in (0, 1):
            s = 2 * t + i
            if out_node[s] != NONE:
                changed[s] = tuple(s2 for s2 in node_states[out_node[s]] if s2 >> 1 != t)
    for edge, other in neighbours[coord].items():
        back = (edge + 3) % 6
        for u in net.at_edge.get((other, back), ()):
            s = 2 * u + (1 if tracks[u].a == back else 0)  # entered at its other end, leaving by `back`
            if out_key[s] != NONE:
                changed[s] = tuple(2 * v + _end(tracks[v], e) for v, e in net.crossing.get((u, back), ()))
    spare = len(sides)
    if spare != base.spare:  # new keys took the old spare number (and on)
        key_a[:old_n] = [spare if k == base.spare else k for k in base.key_a]
        key_b[:old_n] = [spare if k == base.spare else k for k in base.key_b]
    for t in added:
        key_a[t] = spare if key_a[t] == NONE else key_a[t]
        key_b[t] = spare if key_b[t] == NONE else key_b[t]
    converging = base.converging[: base.spare] + [False] * (spare + 1 - base.spare)
    for (c, edge, _), k in keys.items():
        if c == coord:
            converging[k] = net.exit_counts.get((c, edge), 0) > 1
    for s, following in changed.items():
        for s2 in beyond[s]:
            preds[s2] = tuple(p for p in preds[s2] if p != s)
        beyond[s] = following
    for s, following in changed.items():
        for s2 in following:
            preds[s2] = (*preds[s2], s)
    return States(
        n,
        nodes,
        node_ids,
        key_a,
        key_b,
        spare,
        out_node,
        out_key,
        beyond,
        node_states,
        converging,
        entry,
        preds,
        sides,
        edges,
        key_lanes,
    )


@dataclass
class Tally:
    """The steps of every walk so far (reach.py adds them): tests bound the work with it, so
    that a search blowing up fails them on any machine."""

    steps: int = 0


WORK = Tally()


def _end(track, end) -> int:
    return 0 if track.a == end else 1


class Walk:
    """One search of reach.py from one node. `impassable`: per node, whether walks never pass it
    (off-board areas, cities full of other markers); `marked`: nodes held from the start (the
    corporation's other stations). `wanted`: the paths that matter; with `stop`, finding one
    of them ends the search (`reached`); without, `found` holds every path found that matters."""

    def __init__(
        self,
        st: States,
        impassable: list[bool],
        marked: Iterable[int],
        wanted: Iterable[int],
        stop: bool,
    ) -> None:
        self.st = st
        self.impassable = impassable
        self.on_node = [False] * len(st.node_ids)
        for node in marked:
            self.on_node[node] = True
        self.on_path = [False] * st.tracks
        self.in_use = [0] * (st.spare + 1)
        self.want = [False] * st.tracks
        for t in wanted:
            self.want[t] = True
        self.wanted_left = sum(self.want)
        self.stop = stop
        self.found: list[int] = []
        self.departed: dict[int, int] = {}  # key -> the state that first left by it, in order (marks kept)
        self.reached = False
        self.steps = 0
        self.origin = NONE  # the node searched from, until paths are ruled out from it
        self.start = NONE  # the node searched from
        self.witnessed: set[int] = set()  # paths some walk from it finds
        self.marked_at_outset: list[bool] = []
        self._guide: dict[int, int] = {}
        self._guide_for = 0

    # -- the walk keeping its marks, in 18xx.games' order

    def from_node(self, node: int, converging: bool) -> None:
        if self.on_node[node]:
            return
        self.on_node[node] = True
        self.origin, self.start, self.marked_at_outset = node, node, list(self.on_node)
        if converging:
            self.converge(self.st.node_states[node])
            return
        st, on_path, on_node, in_use, departed = self.st, self.on_path, self.on_node, self.in_use, self.departed
        key_a, key_b = st.key_a, st.key_b
        stack: list[tuple[Iterator[int], int]] = [(iter(st.node_states[node]), NONE)]
        while stack:
            states_left, key = stack[-1]
            s = next(states_left, None)
            if s is None:
                stack.pop()
                if key != NONE:
                    in_use[key] -= 1
                continue
            t = s >> 1
            if on_path[t] or in_use[key_a[t]] or in_use[key_b[t]]:
                continue
            on_path[t] = True
            self.enter(t)
            if self.reached:
                return
            onto = st.out_node[s]
            if onto != NONE:
                if not self.impassable[onto] and not on_node[onto]:
                    on_node[onto] = True
                    stack.append((iter(st.node_states[onto]), NONE))
                continue
            key = st.out_key[s]
            if key == NONE:
                continue
            if key not in departed:
                departed[key] = s
            in_use[key] += 1
            if st.converging[key]:
                self.converge(st.beyond[s])
                in_use[key] -= 1
                if self.reached:
                    return
            else:
                stack.append((iter(st.beyond[s]), key))

    def enter(self, t: int) -> None:
        self.steps += 1
        if self.want[t]:
            self.want[t] = False
            self.wanted_left -= 1
            self.found.append(t)
            if self.stop:
                self.reached = True

    # -- a converging part: the paths its walks find, in any order

    def converge(self, starts: Sequence[int]) -> None:
        if not self.wanted_left or self._walks(starts, self.st.beyond.__getitem__, budget=TRIED_FIRST):
            return
        parent, order = self._reachable(starts)
        targets = {s >> 1 for s in order if self.want[s >> 1]}
        if not targets:
            return
        children: dict[int, list[int]] = {}
        for s in order:
            children.setdefault(parent[s], []).append(s)
        self._walks([s for s in order if parent[s] == NONE], children.get, None)
        targets = {t for t in targets if self.want[t]}
        if self.reached or not targets:
            return
        if self.origin != NONE:
            self._rule_out_from_origin()
            targets = {t for t in targets if self.want[t]}
            if not targets:
                return
        targets = self._possible(parent, order, targets)
        for t in sorted(targets):  # most are found by a walk heading straight for them
            if self.want[t]:
                self._walks(list(starts), self.st.beyond.__getitem__, {t}, SOUGHT, self._distances({t}))
                if self.reached:
                    return
        targets = {t for t in targets if self.want[t]}
        if targets - self.witnessed:
            self._rule_out_unwitnessed(targets - self.witnessed)
            targets = {t for t in targets if self.want[t]}
        if targets:
            self._guide = {}
            self._walks(list(starts), self.st.beyond.__getitem__, targets)

    def _rule_out_unwitnessed(self, targets: set[int]) -> None:
        """The targets no walk from the search's node finds, with the marks held at the outset,
        are wanted no more; the others are witnessed (so such a walk is tried once a path)."""
        held = self.on_path, self.on_node, self.in_use
        self.on_path = [False] * self.st.tracks
        self.on_node = list(self.marked_at_outset)
        self.in_use = [0] * (self.st.spare + 1)
        self._guide = {}
        seen: set[int] = set()
        self._walks(list(self.st.node_states[self.start]), self.st.beyond.__getitem__, set(targets), witness=seen)
        self.on_path, self.on_node, self.in_use = held
        self._guide = {}
        self.witnessed |= seen
        for t in targets - seen:
            self.want[t] = False
            self.wanted_left -= 1

    def _rule_out_from_origin(self) -> None:
        """Once: the paths no walk from the search's node can find (unreachable, or ruled out by
        dominators with the marks held at the outset) are wanted no more. Every path a
        converging part finds, a walk from the node finds: the walk there, then on."""
        origin, self.origin = self.origin, NONE
        held = self.on_path, self.on_node, self.in_use
        self.on_path = [False] * self.st.tracks
        self.on_node = list(self.marked_at_outset)
        self.in_use = [0] * (self.st.spare + 1)
        parent, order = self._reachable(self.st.node_states[origin])
        reachable = {s >> 1 for s in order}
        kept = self._possible(parent, order, {t for t in reachable if self.want[t]})
        self.on_path, self.on_node, self.in_use = held
        for t in range(self.st.tracks):
            if self.want[t] and t not in kept:
                self.want[t] = False
                self.wanted_left -= 1

    def _enterable(self, s: int) -> bool:
        t = s >> 1
        return not self.on_path[t] and not self.in_use[self.st.key_a[t]] and not self.in_use[self.st.key_b[t]]

    def _beyond(self, s: int) -> tuple[int, ...]:
        """The states after s that the marks held now let a walk enter."""
        onto = self.st.out_node[s]
        if onto != NONE and (self.impassable[onto] or self.on_node[onto]):
            return ()
        return self.st.beyond[s]

    def _reachable(self, starts: Iterable[int]) -> tuple[dict[int, int], list[int]]:
        """The states reachable from `starts` with the marks held now (a walk may use a path,
        node or edge twice): breadth-first order and each one's parent (NONE for a start)."""
        parent: dict[int, int] = {}
        order: list[int] = []
        for s in starts:
            if s not in parent and self._enterable(s):
                parent[s] = NONE
                order.append(s)
        i = 0
        while i < len(order):
            s = order[i]
            i += 1
            for s2 in self._beyond(s):
                if s2 not in parent and self._enterable(s2):
                    parent[s2] = s
                    order.append(s2)
        self.steps += len(order)
        return parent, order

    def _walks(
        self,
        starts: Sequence[int],
        following,
        targets: set[int] | None = None,
        budget: int = -1,
        nearest: dict[int, int] | None = None,
        witness: set[int] | None = None,
    ) -> bool:
        """Walks depth-first from `starts`, marks taken back when backing out; after a state,
        those of `following(state)` that may be entered. With `targets`, a walk goes on only
        while one of them is reachable from where it is with the marks it holds; all found, the
        search ends. With a `budget`, it gives up after entering that many states (False: given
        up). With `nearest` (a state's steps to a target, marks ignored), it tries the nearest
        first and never a state that reaches none, and does not look ahead further. With
        `witness`, the targets it enters go there and nothing is found."""
        st, on_path, on_node, in_use = self.st, self.on_path, self.on_node, self.in_use
        look_ahead = targets if nearest is None else None
        if nearest is not None:
            following = _nearest_first(following, nearest)
            starts = sorted((s2 for s2 in starts if s2 in nearest), key=nearest.__getitem__)
        if look_ahead is not None and not self._reaches([s2 for s2 in starts if self._enterable(s2)], look_ahead):
            return True
        stack: list[tuple[int, Iterator[int], int]] = [(NONE, iter(starts), NONE)]
        while stack:
            s, states_left, held = stack[-1]
            s2 = next(states_left, None)
            if s2 is None:
                stack.pop()
                if s != NONE:
                    self._release(s, held)
                continue
            if not self._enterable(s2):
                continue
            if budget == 0:
                self._unwind(stack)
                return False
            budget -= 1
            t = s2 >> 1
            if witness is not None:
                assert targets is not None
                if t in targets:
                    witness.add(t)
                    targets.discard(t)
            else:
                self.enter(t)
                if targets is not None:
                    targets.discard(t)
            if (witness is None and (self.reached or not self.wanted_left)) or (targets is not None and not targets):
                self._unwind(stack)
                return True
            onto = st.out_node[s2]
            if onto != NONE:
                if self.impassable[onto] or on_node[onto]:
                    continue
                on_path[t] = True
                on_node[onto] = True
                held = onto
            else:
                key = st.out_key[s2]
                if key == NONE:
                    continue
                on_path[t] = True
                in_use[key] += 1
                held = -2 - key
            onward = following(s2) or ()
            if look_ahead is not None and not self._reaches([s3 for s3 in onward if self._enterable(s3)], look_ahead):
                self._release(s2, held)
                continue
            stack.append((s2, iter(onward), held))
        return True

    def _unwind(self, stack: list[tuple[int, Iterator[int], int]]) -> None:
        for s, _, held in reversed(stack):
            if s != NONE:
                self._release(s, held)

    def _release(self, s: int, held: int) -> None:
        self.on_path[s >> 1] = False
        if held >= 0:
            self.on_node[held] = False
        else:
            self.in_use[-2 - held] -= 1

    def _reaches(self, starts: list[int], targets: set[int]) -> bool:
        """Whether a walk from one of `starts` respecting the marks held now (using a path, node
        or edge twice allowed) reaches a target; searched nearest first by the distances of
        `_guide`."""
        guide = self._guide_to(targets)
        todo = sorted((s for s in starts if s in guide), key=guide.__getitem__, reverse=True)
        seen = set(todo)
        while todo:
            s = todo.pop()
            self.steps += 1
            if (s >> 1) in targets:
                return True
            following = [s2 for s2 in self._beyond(s) if s2 not in seen and s2 in guide and self._enterable(s2)]
            following.sort(key=guide.__getitem__, reverse=True)
            seen.update(following)
            todo += following
        return False

    def _distances(self, targets: set[int]) -> dict[int, int]:
        """Each state's least number of steps to one of `targets`, marks ignored; states that
        reach none are absent."""
        preds = self.st.preds
        queue = [2 * t + i for t in targets for i in (0, 1)]
        distance = dict.fromkeys(queue, 0)
        i = 0
        while i < len(queue):
            s = queue[i]
            i += 1
            for p in preds[s]:
                if p not in distance:
                    distance[p] = distance[s] + 1
                    queue.append(p)
        self.steps += len(queue)
        return distance

    def _guide_to(self, targets: set[int]) -> dict[int, int]:
        """Each state's least number of steps to one of `targets` (or of the targets it was last
        worked out for, when they were not more than twice as many), marks ignored; states that
        reach none are absent."""
        if self._guide and len(targets) * 2 >= self._guide_for:
            return self._guide
        preds = self.st.preds
        queue = [2 * t + i for t in targets for i in (0, 1)]
        guide = dict.fromkeys(queue, 0)
        i = 0
        while i < len(queue):
            s = queue[i]
            i += 1
            for p in preds[s]:
                if p not in guide:
                    guide[p] = guide[s] + 1
                    queue.append(p)
        self.steps += len(queue)
        self._guide, self._guide_for = guide, len(targets)
        return guide

    def _possible(self, parent: dict[int, int], order: list[int], targets: set[int]) -> set[int]:
        """The targets not ruled out: on the states reachable now, every walk to a state of the
        target passes its dominators; two of them using the same path, node or hex edge, or one
        leaving a hex by an edge that a later one (or the target) touches, rule it out (a walk
        uses each once, and enters no path at an edge it has left that hex by)."""
        post = self._postorder(parent, order)
        number = {s: i for i, s in enumerate(post)}
        number[NONE] = len(post)
        preds: dict[int, list[int]] = {s: [] for s in order}
        for s in order:
            if parent[s] == NONE:
                preds[s].append(NONE)
            for s2 in self._beyond(s):
                if s2 in preds:
                    preds[s2].append(s)
        ranked = sorted(order, key=number.__getitem__, reverse=True)
        idom = {NONE: NONE}
        changed = True
        while changed:  # Cooper, Harvey and Kennedy's iteration, in reverse postorder
            changed = False
            self.steps += len(ranked)
            for s in ranked:
                new: int | None = None
                for p in preds[s]:
                    if p in idom:
                        new = p if new is None else _common(idom, number, p, new)
                if new is not None and idom.get(s) != new:
                    idom[s] = new
                    changed = True
        by_track: dict[int, list[int]] = {}
        for s in order:
            by_track.setdefault(s >> 1, []).append(s)
        st = self.st
        entry, out_key, key_a, key_b = st.entry, st.out_key, st.key_a, st.key_b

        def possible(s: int) -> bool:
            paths, used = {s >> 1}, {entry[s]}
            later_keys = {key_a[s >> 1], key_b[s >> 1]}  # no path is entered at an edge left by before
            top = idom[s]
            while top != NONE:
                if (top >> 1) in paths or entry[top] in used or out_key[top] in later_keys:
                    return False
                later_keys.update((key_a[top >> 1], key_b[top >> 1]))
                paths.add(top >> 1)
                used.add(entry[top])
                top = idom[top]
            return True

        return {t for t in targets if any(possible(s) for s in by_track[t])}

    def _postorder(self, parent: dict[int, int], order: list[int]) -> list[int]:
        """The reachable states in postorder of a depth-first search from the starts."""
        seen: set[int] = set()
        post: list[int] = []
        stack = [(NONE, iter([s for s in order if parent[s] == NONE]))]
        while stack:
            s, following = stack[-1]
            s2 = next(following, None)
            if s2 is None:
                stack.pop()
                if s != NONE:
                    post.append(s)
                continue
            if s2 in seen or s2 not in parent:
                continue
            seen.add(s2)
            stack.append((s2, iter(self._beyond(s2))))
        return post


def _nearest_first(following, nearest: dict[int, int]):
    """`following` with only the states in `nearest`, nearest first."""

    def ordered(s: int) -> list[int]:
        return sorted((s2 for s2 in following(s) or () if s2 in nearest), key=nearest.__getitem__)

    return ordered


def _common(idom: dict[int, int], number: dict[int, int], a: int, b: int) -> int:
    """The nearest common dominator of a and b (numbers: postorder, the root highest)."""
    while a != b:
        while number[a] < number[b]:
            a = idom[a]
        while number[b] < number[a]:
            b = idom[b]
    return a
