package practice

import (
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/keys"
	"razz/tui/theme"
	"razz/tui/widget"
)

// practiceTable draws the hand from the user's view (the hand table's):
// the column heads, the other seats in seat order, the street line and
// the user's seat. Everything comes from v, the user's view: another
// seat's down cards only once shown down, and never a card nobody saw
// (the walk's views leave them out).
func practiceTable(th *theme.Theme, m engine.Money, v engine.View, names map[int]string, w int) []string {
	ht := widget.HandTable{Theme: th, Money: m, View: v, Name: func(seat int) string { return names[seat] }, Width: w}
	return ht.Rows(ht.Street(nil))
}

// practiceOptions is the user's legal actions with the table's keys,
// wrapped between options to w.
func practiceOptions(th *theme.Theme, k keys.Table, m engine.Money, v engine.View, w int) []string {
	var parts []string
	seen := map[engine.ActionKind]bool{}
	for _, o := range v.Legal {
		parts = append(parts, th.Key.Render(k.ForAction(o.Kind, seen[o.Kind]).Help().Key)+" "+th.Text.Render(o.In(m)))
		seen[o.Kind] = true
	}
	if len(parts) > 0 {
		parts[0] = th.Accent.Render("Your decision: ") + parts[0]
	}
	return widget.WrapItems(parts, "   ", w)
}

// dealerLines is the narration of the story so far from the user's seat,
// laid out to w, the last n lines.
func dealerLines(th *theme.Theme, nr *narrate.Narrator, s *engine.Story, w, n int) []string {
	var out []string
	for _, l := range nr.Dealer(s, len(s.Events)) {
		txt := l.Text
		style := th.Subtle
		if l.Kind == narrate.LineStreet {
			style = th.Accent
		}
		for _, wl := range widget.Wrap(txt, w) {
			out = append(out, style.Render(wl))
		}
	}
	if n <= 0 {
		return nil
	}
	if len(out) > n {
		out = out[len(out)-n:]
	}
	return out
}
