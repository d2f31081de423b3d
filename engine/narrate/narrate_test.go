package narrate

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"razz/engine"
	"razz/engine/enginetest"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// seeded is a hand played to the end by a seeded policy: pick is given the
// legal options and returns the index of the one taken.
type seeded struct {
	name   string
	stacks []int
	rules  engine.Rules
	seed   uint64
	pick   func(r *rand.Rand, legal []engine.Option) int
}

func random(r *rand.Rand, legal []engine.Option) int { return r.IntN(len(legal)) }

// calls bets first and calls everything: nobody folds.
func calls(_ *rand.Rand, legal []engine.Option) int { return min(1, len(legal)-1) }

var hands = []seeded{
	{"six players", []int{1000, 1000, 1000, 1000, 1000, 1000}, engine.DefaultRules, 7, random},
	{"eight who never fold: the community card", []int{500, 500, 500, 500, 500, 500, 500, 500}, engine.DefaultRules, 3, calls},
	{"short stacks: side pots, chips returned, dealt out", []int{300, 45, 20, 300}, engine.DefaultRules, 11, calls},
	{"two all-in on the ante: nobody can bet", []int{5, 3, 200}, engine.DefaultRules, 2, random},
	{"everyone folds", []int{1000, 1000, 1000}, engine.DefaultRules, 5, func(_ *rand.Rand, legal []engine.Option) int { return 0 }},
}

func play(t *testing.T, s seeded) (*engine.Hand, map[int]string) {
	t.Helper()
	names := []string{"Ann", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"}
	tab := engine.NewTable(names[:len(s.stacks)], s.stacks, engine.DefaultStakes, s.rules)
	h, err := engine.NewHand(tab, engine.DeckDealer{Deck: engine.DeckForHand(s.seed, 1)})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(s.seed, 1))
	reasons := map[int]string{}
	for !h.Done() {
		legal := h.Legal()
		o := legal[s.pick(r, legal)]
		if err := h.Apply(o.Action()); err != nil {
			t.Fatal(err)
		}
		evs := h.Events()
		i := len(evs) - 1
		for evs[i].Kind != engine.EventAction {
			i--
		}
		reasons[i] = "because " + Does(o)
	}
	return h, reasons
}

// TestGoldenNarration fixes the text of a few seeded hands: the dealer's
// narration for seat 1, the hand history and the replay summary.
func TestGoldenNarration(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	for _, s := range hands {
		h, reasons := play(t, s)
		story := h.Story()
		name := func(seat int) string { return h.Table().Players[seat-1].Name }
		fmt.Fprintf(&b, "=== %s\n--- dealer (seat 1 watching)\n", s.name)
		n := Narrator{Viewer: 1, Name: name, Hand: 4, Reasons: reasons}
		for _, l := range n.Dealer(&story, -1) {
			b.WriteString(l.Text)
			if l.Reason != "" {
				b.WriteString("  [" + l.Reason + "]")
			}
			b.WriteString("\n")
		}
		b.WriteString("--- history\n")
		n.Viewer = 0
		for _, l := range n.History(&story) {
			b.WriteString(l.Text + "\n")
		}
		b.WriteString("--- summary\n" + Summary(&story, "") + "\n")
		n.Viewer = 1
		for _, e := range story.Events {
			switch {
			case e.Kind == engine.EventBringIn:
				writeBlock(&b, n.BringInBlock(&story, *story.LimitsOn(3)))
			case e.Kind == engine.EventStreet && e.Street > 3 && e.Seat != 0:
				writeBlock(&b, n.FirstBlock(&story, e.Street, *story.LimitsOn(e.Street)))
			case e.Kind == engine.EventShowdown:
				writeBlock(&b, n.ShowdownBlock(&story))
			}
		}
		b.WriteString("\n")
	}
	path := filepath.Join("testdata", "hands.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("narration differs from %s (go test -update to accept):\n%s", path, got)
	}
}

// writeBlock writes an explanation block as plain text, one part a line.
func writeBlock(b *strings.Builder, bl Block) {
	fmt.Fprintf(b, "--- box: %s\n", bl.Title)
	for _, p := range bl.Parts {
		switch p.Kind {
		case PartText:
			b.WriteString(p.Text)
		case PartNote:
			b.WriteString("  (" + strings.TrimSpace(p.Text) + ")")
		case PartDoors:
			b.WriteString(p.Text)
			for _, d := range p.Doors {
				fmt.Fprintf(b, "  seat %d %s", d.Seat, d.Card.Pretty())
			}
		case PartBoard:
			fmt.Fprintf(b, "%s  %-6s %s  %s", Ordinal(p.Rank), p.Name, engine.JoinCards(p.Board.Cards, " ", engine.Card.Pretty), p.Board.Partial())
		case PartShown:
			fmt.Fprintf(b, "%-6s %s", p.Name, engine.JoinCards(p.Eval.Cards, " ", engine.Card.Pretty))
		case PartDecided:
			fmt.Fprintf(b, "  %-6s %s, card %d decided", p.Name, engine.JoinCards(p.Eval.Best[:], " ", engine.Card.Pretty), p.Position+1)
		default:
			b.WriteString("?")
		}
		b.WriteString("\n")
	}
}

// TestStepThroughWithDeals: a hand told step by step to seat 2, the deal
// included: seat 2's down cards are told, nobody else's.
func TestStepThroughWithDeals(t *testing.T) {
	t.Parallel()
	h, _ := play(t, hands[0])
	story := h.Story()
	n := Narrator{Viewer: 2, Deals: true, Hand: 1}
	var got []string
	for k := 0; k < len(story.Events); k++ {
		for _, l := range n.DealerFrom(&story, k, k+1) {
			got = append(got, fmt.Sprintf("%d %s", k, l.Text))
		}
	}
	var want []string
	for _, l := range n.Dealer(&story, -1) {
		want = append(want, fmt.Sprintf("%d %s", l.Event, l.Text))
	}
	if !slices.Equal(got, want) {
		t.Fatalf("one event at a time:\n%s\nall at once:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	own, other := 0, 0
	for _, l := range got {
		switch {
		case strings.Contains(l, "You are dealt") && strings.Contains(l, " down"):
			own++
		case strings.Contains(l, "is dealt a card down"), strings.Contains(l, "is dealt 2 cards down"):
			other++
		case strings.Contains(l, "is dealt") && strings.Contains(l, "down"):
			t.Errorf("another seat's down card told: %s", l)
		}
	}
	if own == 0 || other == 0 {
		t.Errorf("deals told: %d of the viewer's, %d of others' hidden", own, other)
	}
}

// TestDealerStepThrough: the narration up to event k is the narration of
// the whole hand cut where event k begins, for every k.
func TestDealerStepThrough(t *testing.T) {
	t.Parallel()
	for _, s := range hands {
		h, _ := play(t, s)
		story := h.Story()
		n := Narrator{Viewer: 2}
		all := n.Dealer(&story, -1)
		for k := 0; k <= len(story.Events); k++ {
			got := n.Dealer(&story, k)
			want := all[:0:0]
			for _, l := range all {
				if l.Event < k {
					want = append(want, l)
				}
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%s: up to event %d:\n%v\nwant\n%v", s.name, k, got, want)
			}
		}
	}
}

// TestActionWords: the words for each action, said of a bot and of you.
func TestActionWords(t *testing.T) {
	t.Parallel()
	story := engine.Story{BringIn: engine.BringInExplanation{Highest: 3, Seat: 3,
		Ranked: []engine.SeatCard{{Seat: 3, Card: engine.NewCard(engine.King, engine.Spades)}}}}
	n := Narrator{Viewer: 1, Name: func(seat int) string { return fmt.Sprintf("P%d", seat) }}
	for _, tc := range []struct {
		a    engine.ActionRecord
		want string
	}{
		{engine.ActionRecord{Seat: 3, Kind: engine.BringIn, Put: 10, To: 10}, "P3 brings in for 10: K♠ is the highest door card."},
		{engine.ActionRecord{Seat: 1, Kind: engine.BringIn, Put: 3, To: 3, AllIn: true}, "You bring in for 3: seat 3, with the highest door card, has no chips left, all-in."},
		{engine.ActionRecord{Seat: 2, Kind: engine.Complete, Put: 20, To: 20}, "P2 completes to 20."},
		{engine.ActionRecord{Seat: 1, Kind: engine.Raise, Put: 30, To: 40}, "You raise to 40."},
		{engine.ActionRecord{Seat: 2, Kind: engine.Bet, Put: 40, To: 40, AllIn: true}, "P2 bets 40, all-in."},
		{engine.ActionRecord{Seat: 1, Kind: engine.Call, Put: 20, To: 40}, "You call 20."},
		{engine.ActionRecord{Seat: 2, Kind: engine.Check}, "P2 checks."},
		{engine.ActionRecord{Seat: 1, Kind: engine.Fold}, "You fold."},
	} {
		if got := n.ActionLine(&story, tc.a); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.a, got, tc.want)
		}
	}
	for _, tc := range []struct {
		o    engine.Option
		want string
	}{
		{engine.Option{Kind: engine.BringIn, Put: 10, To: 10}, "brings in for 10"},
		{engine.Option{Kind: engine.Complete, Put: 20, To: 20}, "completes to 20"},
		{engine.Option{Kind: engine.Raise, Put: 25, To: 35, AllIn: true}, "raises to 35 all-in"},
		{engine.Option{Kind: engine.Call, Put: 20, To: 20}, "calls 20"},
		{engine.Option{Kind: engine.Fold}, "folds"},
	} {
		if got := Does(tc.o); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.o, got, tc.want)
		}
	}
	for _, tc := range []struct {
		o    engine.Option
		want string
	}{
		{engine.Option{Kind: engine.BringIn, Put: 10, To: 10}, "Bring in for 10"},
		{engine.Option{Kind: engine.Complete, Put: 20, To: 20}, "Complete to 20"},
		{engine.Option{Kind: engine.Raise, Put: 25, To: 35, AllIn: true}, "Raise to 35 all-in"},
		{engine.Option{Kind: engine.Call, Put: 20, To: 20}, "Call 20"},
		{engine.Option{Kind: engine.Bet, Put: 40, To: 40}, "Bet 40"},
		{engine.Option{Kind: engine.Check}, "Check"},
	} {
		if got := Imperative(tc.o); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.o, got, tc.want)
		}
	}
}

// TestImportsOnlyEngine: the narrator reads the engine's story and nothing
// else: no terminal code, no bots, so every layer above may use it.
func TestImportsOnlyEngine(t *testing.T) {
	t.Parallel()
	enginetest.ImportsOnly(t, "razz/engine")
}

// TestPotTextNamesTheViewerMidSentence: the viewer is "you" inside a
// sentence ("Against you: …", "Stan, you and Ron could win it", "Split:
// Stan 25 and you 25"), "You" only where a sentence starts; "Against You"
// read on the plain table's and the History's showdowns. A list after a
// colon starts as a sentence does.
func TestPotTextNamesTheViewerMidSentence(t *testing.T) {
	t.Parallel()
	name := func(seat int) string { return map[int]string{1: "Ann", 2: "Stan", 3: "Ron"}[seat] }
	n := Narrator{Viewer: 2, Name: name}
	low := func(s string) engine.Low {
		cs, err := engine.ParseCards(s)
		if err != nil {
			t.Fatal(err)
		}
		return engine.LowOf(cs)
	}
	won := engine.Pot{Amount: 90, Eligible: []int{1, 2, 3}, Winners: []int{3}, Beat: []engine.PotComparison{
		{Winner: 3, Other: 1, Comparison: engine.Compare(low("7s 5d 4c 3h Ah"), low("9s 8d 4h 3s 2c"))},
		{Winner: 3, Other: 2, Comparison: engine.Compare(low("7s 5d 4c 3h Ah"), low("8c 6d 4s 3d 2h"))}}}
	got := strings.Join(n.PotText(0, won), "\n")
	for _, want := range []string{"Ann, you and Ron could win it.", "Against you: "} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in:\n%s", want, got)
		}
	}
	split := engine.Pot{Amount: 50, Eligible: []int{1, 2}, Winners: []int{1, 2},
		Shares: []engine.Chips{{Seat: 1, Amount: 25}, {Seat: 2, Amount: 25}}}
	if got := strings.Join(n.PotText(0, split), "\n"); !strings.Contains(got, "Ann and you could win it. Split: Ann 25 and you 25.") {
		t.Errorf("the split:\n%s", got)
	}
	first := engine.Pot{Amount: 50, Eligible: []int{2, 3}, Winners: []int{2, 3},
		Shares: []engine.Chips{{Seat: 2, Amount: 25}, {Seat: 3, Amount: 25}}}
	if got := strings.Join(n.PotText(0, first), "\n"); !strings.Contains(got, "You and Ron could win it. Split: You 25 and Ron 25.") {
		t.Errorf("the viewer first:\n%s", got)
	}
}

func TestSentence(t *testing.T) {
	for in, want := range map[string]string{"": "", "acts after you": "acts after you.", "(equity 11%)": "(equity 11%).", "done.": "done.", "really?": "really?"} {
		if got := Sentence(in); got != want {
			t.Errorf("Sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
