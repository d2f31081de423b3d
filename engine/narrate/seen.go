package narrate

import "razz/engine"

// Holding is what a viewer sees of one seat after some events of a hand.
type Holding struct {
	Seat   int
	Cards  []engine.Card // in deal order; a hidden card is listed as 0
	Up     []bool        // dealt face up
	Hidden []bool        // face down and not the viewer's, not shown down
	Folded bool
	AllIn  bool
	Shown  bool // shown down
}

// Seen is every dealt-in seat's cards as the viewer sees them after the
// first upto events (all when upto < 0): the viewer's own down cards and
// every face-up card; another seat's down cards only once shown down. The
// second result is the community card, when it has been dealt. viewer 0
// is an observer, who sees no down card before the showdown.
func Seen(s *engine.Story, upto, viewer int) ([]Holding, *engine.Card) {
	evs := s.Events
	if upto < 0 || upto > len(evs) {
		upto = len(evs)
	}
	shown := map[int]bool{}
	for i := range upto {
		if evs[i].Kind == engine.EventShowdown && s.Showdown != nil {
			for _, h := range s.Showdown.Order {
				shown[h.Seat] = true
			}
		}
	}
	var out []Holding
	index := map[int]int{}
	var community *engine.Card
	for i := range upto {
		e := &evs[i]
		k, ok := index[e.Seat]
		if !ok && (e.Kind == engine.EventDeal || e.Kind == engine.EventAnte) {
			k = len(out)
			index[e.Seat] = k
			out = append(out, Holding{Seat: e.Seat, Shown: shown[e.Seat]})
			ok = true
		}
		switch e.Kind {
		case engine.EventDeal:
			h := &out[k]
			for j, c := range e.Dealt() {
				up := e.FaceUp(j)
				hide := !up && e.Seat != viewer && !h.Shown
				if hide {
					c = 0
				}
				h.Cards, h.Up, h.Hidden = append(h.Cards, c), append(h.Up, up), append(h.Hidden, hide)
			}
		case engine.EventAnte, engine.EventAction:
			if ok {
				out[k].AllIn = out[k].AllIn || e.AllIn
				out[k].Folded = out[k].Folded || e.Act == engine.Fold
			}
		case engine.EventCommunity:
			c := e.Cards[0]
			community = &c
		}
	}
	return out, community
}
