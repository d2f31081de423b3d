package tui

// overlays is the table's one stack of what covers it: the boxes (the
// rules' explanations, the coach, e, w and v; queued in the order they
// came, the first one showing), the key list (?) over them, and a question
// (leave the table?) over everything. The bots wait while a box or the key
// list is open; a question waits for its answer and lets play go on.
type overlays struct {
	items []overlay // the top first
	made  int       // boxes made, for their ids
}

type overlayKind uint8

const (
	overBox  overlayKind = iota // an explanation; enter closes it
	overHelp                    // the key list; any key closes it
	overAsk                     // a question; its key answers yes, any other no
)

type overlay struct {
	kind overlayKind
	box  explanation // for a box
	ask  string      // for a question
}

// push queues a box under the others.
func (o *overlays) push(e explanation) {
	o.made++
	e.id = o.made
	o.items = append(o.items, overlay{kind: overBox, box: e})
}

// open puts the key list or a question on top.
func (o *overlays) open(kind overlayKind, ask string) {
	o.items = append([]overlay{{kind: kind, ask: ask}}, o.items...)
}

// close takes the top off.
func (o *overlays) close() {
	if len(o.items) > 0 {
		o.items = o.items[1:]
	}
}

// top is what is on top, ok false when nothing is open.
func (o *overlays) top() (overlay, bool) {
	if len(o.items) == 0 {
		return overlay{}, false
	}
	return o.items[0], true
}

// shown is the box or key list drawn (the first under any question).
func (o *overlays) shown() (overlay, bool) {
	for _, it := range o.items {
		if it.kind != overAsk {
			return it, true
		}
	}
	return overlay{}, false
}

func (o *overlays) has(kind overlayKind) bool {
	for _, it := range o.items {
		if it.kind == kind {
			return true
		}
	}
	return false
}

// boxOpen: a box or the key list is open, and the bots wait.
func (o *overlays) boxOpen() bool { return o.has(overBox) || o.has(overHelp) }

// boxes are the boxes queued, the one showing first.
func (o *overlays) boxes() []explanation {
	var out []explanation
	for _, it := range o.items {
		if it.kind == overBox {
			out = append(out, it.box)
		}
	}
	return out
}

// dropAuto closes the boxes learning mode opened by itself.
func (o *overlays) dropAuto() {
	kept := o.items[:0:0]
	for _, it := range o.items {
		if it.kind != overBox || !it.box.auto {
			kept = append(kept, it)
		}
	}
	o.items = kept
}

// dropBoxes closes every box (not the key list or a question).
func (o *overlays) dropBoxes() {
	kept := o.items[:0:0]
	for _, it := range o.items {
		if it.kind != overBox {
			kept = append(kept, it)
		}
	}
	o.items = kept
}
