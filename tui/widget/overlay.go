package widget

// Overlays is a screen's one stack of what covers it: boxes (queued in the
// order they came, the first one showing), the key list over them, and a
// question over everything. The app's ? list, the table's boxes and its
// "Leave the table?", the Stats screen's reset question and the History's
// day recap all stand on one. A screen takes keys for what is on top
// first; what is under waits.
type Overlays struct {
	items []Overlay // the top first
	made  int       // boxes made, for their ids
}

// OverlayKind is what an overlay is.
type OverlayKind uint8

const (
	OverBox  OverlayKind = iota // a box; enter closes it
	OverKeys                    // the key list; any key closes it
	OverAsk                     // a question; its key answers yes, any other no
)

// An Overlay is one thing on the stack.
type Overlay struct {
	Kind OverlayKind
	Box  Box    // for a box
	Ask  string // for a question
}

// Push queues a box under the others, and returns its id.
func (o *Overlays) Push(b Box) int {
	o.made++
	b.ID = o.made
	o.items = append(o.items, Overlay{Kind: OverBox, Box: b})
	return b.ID
}

// PushFront shows a box at once, over the boxes queued (under a key list
// or a question on top): a box the user asked for. It returns the box's id.
func (o *Overlays) PushFront(b Box) int {
	o.made++
	b.ID = o.made
	i := 0
	for i < len(o.items) && o.items[i].Kind != OverBox {
		i++
	}
	o.items = append(o.items[:i], append([]Overlay{{Kind: OverBox, Box: b}}, o.items[i:]...)...)
	return b.ID
}

// Open puts the key list or a question on top.
func (o *Overlays) Open(kind OverlayKind, ask string) {
	o.items = append([]Overlay{{Kind: kind, Ask: ask}}, o.items...)
}

// Close takes the top off.
func (o *Overlays) Close() {
	if len(o.items) > 0 {
		o.items = o.items[1:]
	}
}

// Clear takes everything off (the ids go on from where they were).
func (o *Overlays) Clear() { o.items = nil }

// Top is what is on top, ok false when nothing is open.
func (o *Overlays) Top() (Overlay, bool) {
	if len(o.items) == 0 {
		return Overlay{}, false
	}
	return o.items[0], true
}

// Asking is the question on top, if one is.
func (o *Overlays) Asking() (string, bool) {
	if top, ok := o.Top(); ok && top.Kind == OverAsk {
		return top.Ask, true
	}
	return "", false
}

// Shown is the box or key list drawn (the first under any question).
func (o *Overlays) Shown() (Overlay, bool) {
	for _, it := range o.items {
		if it.Kind != OverAsk {
			return it, true
		}
	}
	return Overlay{}, false
}

// Has tells whether an overlay of kind is on the stack.
func (o *Overlays) Has(kind OverlayKind) bool {
	for _, it := range o.items {
		if it.Kind == kind {
			return true
		}
	}
	return false
}

// BoxOpen: a box or the key list is open (the table's bots wait).
func (o *Overlays) BoxOpen() bool { return o.Has(OverBox) || o.Has(OverKeys) }

// Boxes are the boxes queued, the one showing first.
func (o *Overlays) Boxes() []Box {
	var out []Box
	for _, it := range o.items {
		if it.Kind == OverBox {
			out = append(out, it.Box)
		}
	}
	return out
}

// DropAuto closes the boxes learning mode opened by itself.
func (o *Overlays) DropAuto() {
	kept := o.items[:0:0]
	for _, it := range o.items {
		if it.Kind != OverBox || !it.Box.Auto {
			kept = append(kept, it)
		}
	}
	o.items = kept
}

// DropBoxes closes every box (not the key list or a question).
func (o *Overlays) DropBoxes() {
	kept := o.items[:0:0]
	for _, it := range o.items {
		if it.Kind != OverBox {
			kept = append(kept, it)
		}
	}
	o.items = kept
}
