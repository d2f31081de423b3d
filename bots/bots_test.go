package bots

import (
	"flag"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"razz/engine"
	"razz/engine/enginetest"
)

// full runs the statistical tests at full size; without it they run a
// smaller sample that still passes for the strategy as it is, so that
// `go test ./...` stays cheap (-short skips them).
var full = flag.Bool("full", false, "statistical tests at full size (several seeds)")

// seeds are the seeds a statistical test runs: the first alone unless -full.
func seeds(all ...uint64) []uint64 {
	if *full {
		return all
	}
	return all[:1]
}

// mixedHands is the hands a seed of TestGrinderWinsMixedTable plays.
func mixedHands() int {
	if *full {
		return 6000
	}
	return 3000
}

func runStats(t *testing.T, styles []string, level Level, seed uint64, hands int) *Stats {
	t.Helper()
	bs, err := Seat(styles, level)
	if err != nil {
		t.Fatal(err)
	}
	stacks := make([]int, len(bs))
	for i := range stacks {
		stacks[i] = 1000
	}
	a := &Arena{Table: engine.NewTable(nil, stacks, engine.DefaultStakes, engine.DefaultRules), Bots: bs, Seed: seed}
	st := NewStats(a.Table, bs)
	a.Observe = func(_ int, h *engine.Hand, _ []SeatReason) { st.Add(h) }
	if s := a.Run(hands); s.DecisionErr != nil || s.Hands != hands || s.ChipsStart != s.ChipsEnd {
		t.Fatalf("run: %+v", s)
	}
	return st
}

// rates adds up the seats of each style.
func rates(st *Stats) map[string][2]float64 {
	sum := map[string][3]int{}
	for _, s := range st.Seats {
		v := sum[s.Bot]
		v[0] += s.Hands
		v[1] += s.VPIP
		v[2] += s.Raised
		sum[s.Bot] = v
	}
	out := map[string][2]float64{}
	for k, v := range sum {
		out[k] = [2]float64{float64(v[1]) / float64(v[0]), float64(v[2]) / float64(v[0])}
	}
	return out
}

// TestStylesAreReal: six-handed, the styles keep their order of VPIP
// (Station > Maniac > Grinder > Rock) and of completions and raises on
// third street (Maniac > Grinder > Rock and Station), on several seeds.
func TestStylesAreReal(t *testing.T) {
	t.Parallel()
	hands := 1500 // the rates differ by 5 to 30 points; their errors are about 1
	if *full {
		hands = 3000
	}
	for _, seed := range seeds(11, 12, 13) {
		st := runStats(t, []string{"grinder", "rock", "maniac", "station", "grinder", "rock"}, Hard, seed, hands)
		r := rates(st)
		vpip := func(s string) float64 { return r[s][0] }
		raise := func(s string) float64 { return r[s][1] }
		if !(vpip("station") > vpip("maniac") && vpip("maniac") > vpip("grinder") && vpip("grinder") > vpip("rock")) {
			t.Errorf("seed %d: VPIP station %.3f maniac %.3f grinder %.3f rock %.3f", seed, vpip("station"), vpip("maniac"), vpip("grinder"), vpip("rock"))
		}
		if !(raise("maniac") > raise("grinder") && raise("grinder") > raise("rock") && raise("grinder") > raise("station")) {
			t.Errorf("seed %d: raise rate maniac %.3f grinder %.3f rock %.3f station %.3f", seed, raise("maniac"), raise("grinder"), raise("rock"), raise("station"))
		}
	}
}

// TestGrinderBeatsStationsAndRandom: against a table of calling stations
// and random players the Grinder wins, the whole 95% interval above zero.
func TestGrinderBeatsStationsAndRandom(t *testing.T) {
	t.Parallel()
	hands := 1500 // its interval is about ±20 bb/100 here, the Grinder's lead 60
	if *full {
		hands = 6000
	}
	st := runStats(t, []string{"grinder", "station", "random", "station", "random", "station"}, Hard, 7, hands)
	g := st.Seats[0]
	m, lo, hi := g.BBPer100()
	t.Logf("grinder %.2f bb/100 [%.2f, %.2f] over %d hands", m, lo, hi, g.Hands)
	if lo <= 0 {
		t.Errorf("grinder %.2f bb/100, 95%% interval [%.2f, %.2f] reaches zero", m, lo, hi)
	}
}

// TestGrinderWinsMixedTable: at a table of every style (at the level razz
// sim plays by default), solid aggressive play wins the most: the
// Grinder's bb/100 is the highest of the styles on each seed, and over
// all of them the Maniac, whose steals and bluffs get called, loses.
func TestGrinderWinsMixedTable(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("statistical: 3,000 hands of arena (18,000 with -full); runs without -short")
	}
	styles := []string{"grinder", "rock", "maniac", "station", "grinder", "rock"}
	pooled := map[string]SeatStats{}
	for _, seed := range seeds(31, 32, 33) {
		st := runStats(t, styles, Normal, seed, mixedHands())
		sum := map[string]SeatStats{}
		for _, s := range st.Seats {
			for _, m := range []map[string]SeatStats{sum, pooled} {
				p := m[s.Bot]
				p.Hands += s.Hands
				p.Sum += s.Sum
				p.SumSq += s.SumSq
				m[s.Bot] = p
			}
		}
		g, _, _ := sum["grinder"].BBPer100()
		for _, style := range []string{"rock", "maniac", "station"} {
			if m, _, _ := sum[style].BBPer100(); m >= g {
				t.Errorf("seed %d: %s %+.2f bb/100, grinder only %+.2f", seed, style, m, g)
			}
		}
	}
	for _, style := range []string{"grinder", "rock", "maniac", "station"} {
		m, lo, hi := pooled[style].BBPer100()
		t.Logf("%-8s %+6.2f bb/100 [%+.2f, %+.2f]", style, m, lo, hi)
	}
	if m, lo, hi := pooled["maniac"].BBPer100(); m >= 0 {
		t.Errorf("maniac %+.2f bb/100 [%+.2f, %+.2f]: it should lose to solid players", m, lo, hi)
	}
}

// deckFor is the deck of hand n as a list, to stack a changed copy.
func deckFor(seed uint64, n int) []engine.Card {
	d := engine.DeckForHand(seed, n)
	var cs []engine.Card
	for {
		c, ok := d.Deal()
		if !ok {
			return cs
		}
		cs = append(cs, c)
	}
}

// TestHiddenCardsDoNotMatter: swapping an opponent's face-down cards for
// cards nobody is dealt never changes a bot's decisions or reasons. The
// opponents are card-blind random players, so the betting can only differ
// if the bot peeked.
func TestHiddenCardsDoNotMatter(t *testing.T) {
	t.Parallel()
	const players = 5 // 35 cards dealt at most: 17 never dealt
	for _, style := range []string{"grinder", "rock", "maniac", "station"} {
		bot, err := ByName(style, Easy) // mistakes on: they draw on the source too
		if err != nil {
			t.Fatal(err)
		}
		bs := []Bot{bot, Random{}, Random{}, Random{}, Random{}}
		table := engine.NewTable(nil, []int{1000, 1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules)
		for n := 1; n <= 150; n++ {
			deck := deckFor(99, n)
			swapped := append([]engine.Card(nil), deck...)
			opp := 1 + n%(players-1) // an opponent's index
			// Third street deals a down card to each seat, a second
			// down card to each, then the door cards: the opponent's
			// hole cards are at opp and players+opp. Cards 34..51 are
			// never dealt to five players.
			downs := []int{opp, players + opp}
			for k, pos := range downs {
				swapped[pos], swapped[51-k] = swapped[51-k], swapped[pos]
			}
			play := func(cards []engine.Card) []string {
				h, err := engine.NewHand(table, enginetest.Stacked(cards))
				if err != nil {
					t.Fatal(err)
				}
				r := DecisionSource(5, n)
				var out []string
				for !h.Done() {
					seat := h.ToAct()
					d := bs[seat-1].Decide(h.View(seat), r)
					if seat == 1 {
						out = append(out, d.Reason)
					}
					out = append(out, strconv.Itoa(seat)+" "+d.Action.Kind.String())
					if err := h.Apply(d.Action); err != nil {
						t.Fatal(err)
					}
				}
				return out
			}
			a, b := play(deck), play(swapped)
			if strings.Join(a, "\n") != strings.Join(b, "\n") {
				t.Fatalf("%s, hand %d: decisions changed when seat %d's hole cards changed:\n%q\n%q", style, n, opp+1, a, b)
			}
		}
	}
}

// TestImportsOnlyEngineAndStd: the bots see the table through engine
// only; nothing else that could expose hidden cards is imported.
func TestImportsOnlyEngineAndStd(t *testing.T) {
	t.Parallel()
	// assets: embedded text only; narrate: the words for actions, itself
	// importing only engine (its own test checks it).
	enginetest.ImportsOnly(t, "razz/engine", "razz/engine/narrate", "razz/assets")
}

// TestDecisionsReproducible: the same seed gives the same actions and reasons.
func TestDecisionsReproducible(t *testing.T) {
	t.Parallel()
	run := func() []string {
		a := sixBots(t, Easy, 21)
		var out []string
		a.Observe = func(n int, h *engine.Hand, rs []SeatReason) {
			for _, r := range rs {
				out = append(out, r.Reason)
			}
		}
		a.Run(200)
		return out
	}
	x, y := run(), run()
	if strings.Join(x, "\n") != strings.Join(y, "\n") || len(x) == 0 {
		t.Fatalf("runs differ or are empty (%d, %d reasons)", len(x), len(y))
	}
	for _, r := range x {
		if !strings.Contains(r, ": ") || len(r) < 20 {
			t.Fatalf("reason %q does not explain", r)
		}
	}
}

// TestRunMatchesSequential: the parallel Run observes exactly the hands a
// one-by-one run plays.
func TestRunMatchesSequential(t *testing.T) {
	t.Parallel()
	collect := func(workers int) []string {
		a := sixBots(t, Normal, 3)
		a.Workers = workers
		var out []string
		a.Observe = func(n int, h *engine.Hand, rs []SeatReason) {
			out = append(out, strconv.Itoa(n)+string(h.AppendLog(nil, engine.LogMeta{Seed: 3, Hand: n})))
		}
		a.Run(120)
		return out
	}
	one, four := collect(1), collect(4)
	if len(one) != 120 || len(four) != 120 {
		t.Fatalf("observed %d hands one by one and %d in parallel, want 120 each", len(one), len(four))
	}
	if strings.Join(one, "\n") != strings.Join(four, "\n") {
		t.Fatal("parallel run differs from the sequential one")
	}
}

func TestThirdStreetSpots(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		own  string
		seen string
		want int // points at least (or exactly with exact)
		text string
	}{
		{"three to a wheel, live", "As 2d 3c", "Kd Qh Js", 12, "three cards to a wheel"},
		{"a smooth eight", "8s 5d Ac", "Kd Qh Js 9c", 9, "three cards to an eight"},
		{"a rough eight", "8s 7d Ac", "Kd Qh Js 9c", 8, "three cards to an eight"},
		{"one low card short", "3s 7d Kc", "3d 3h 4c 5s", 2, "one low card short"},
		{"one low card", "3s 9d Kc", "3d 3h", 0, "has one low card"},
		{"dead cards cost points", "As 2d 3c", "4d 4h 5s 6c 7d", 9, "three cards to a wheel"},
		{"no low hand", "Ks Qd Jc", "", 0, "has no low card"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			own, _ := engine.ParseCards(tc.own)
			var seen engine.CardSet
			if tc.seen != "" {
				cs, _ := engine.ParseCards(tc.seen)
				seen = engine.SetOf(cs...)
			}
			st := startOf(own, seen)
			if st.points != tc.want || !strings.Contains(st.describe(), tc.text) {
				t.Errorf("points %d (want %d), %q (want %q)", st.points, tc.want, st.describe(), tc.text)
			}
		})
	}
}

// TestStealsWithLowDoor: a Grinder with two low cards and a 2 door card,
// when only high door cards are left to act, steals with a completion.
func TestStealsWithLowDoor(t *testing.T) {
	t.Parallel()
	// Seats 1..4; deal order: down x4, down x4, up x4.
	deck, _ := engine.ParseCards("9c 9h Tc Jc  Kc 4h Td Jd  Ks 2s Qc Qd")
	rest := engine.FullDeck &^ engine.SetOf(deck...)
	deck = append(deck, rest.Cards()...)
	h, err := engine.NewHand(engine.NewTable(nil, []int{1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules),
		enginetest.Stacked(deck))
	if err != nil {
		t.Fatal(err)
	}
	// Seat 1 (K♠ door) brings in; seat 2 (2♠) acts next with Q♣ and Q♦ behind.
	if err := h.Apply(engine.Action{Kind: engine.BringIn}); err != nil {
		t.Fatal(err)
	}
	if h.ToAct() != 2 {
		t.Fatalf("seat %d to act", h.ToAct())
	}
	p := &Player{Name: "Greta", Params: Grinder}
	steals := 0
	for i := range 100 {
		d := p.Decide(h.View(2), rand.New(rand.NewPCG(uint64(i), 1)))
		if d.Action.Kind == engine.Complete {
			steals++
			if !strings.Contains(d.Reason, "steal") {
				t.Errorf("reason %q does not say steal", d.Reason)
			}
		}
	}
	if steals < 60 {
		t.Errorf("stole %d times in 100", steals)
	}
}

func TestSeatAndLineup(t *testing.T) {
	t.Parallel()
	if _, err := Seat([]string{"grinder", "whale"}, Normal); err == nil {
		t.Error("unknown style accepted")
	}
	bs, err := Seat([]string{"grinder", "grinder", "rock", "random"}, Normal)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Greta (Grinder)", "Gus (Grinder)", "Rita (Rock)", "Randy (Random)"}
	for i, b := range bs {
		if Label(b) != want[i] {
			t.Errorf("seat %d: %q, want %q", i+1, Label(b), want[i])
		}
	}
	for _, lv := range []Level{Easy, Normal, Hard} {
		l, err := Lineup(lv, 8, rand.New(rand.NewPCG(1, 2)))
		if err != nil || len(l) != 8 {
			t.Fatalf("%v: %v %d", lv, err, len(l))
		}
	}
	if _, err := ParseLevel("expert"); err == nil {
		t.Error("unknown level accepted")
	}
}

// FuzzDecide: over random tables (2 to 8 players, short stacks, every
// rule) and random styles and levels, no bot ever picks an illegal action.
func FuzzDecide(f *testing.F) {
	f.Add(uint64(1), uint8(6), uint16(1000), uint8(0))
	f.Add(uint64(2), uint8(8), uint16(45), uint8(7))
	f.Add(uint64(3), uint8(2), uint16(13), uint8(3))
	f.Fuzz(func(t *testing.T, seed uint64, n uint8, stack uint16, rules uint8) {
		r := rand.New(rand.NewPCG(seed, 17))
		players := 2 + int(n)%7
		var styles []string
		stacks := make([]int, players)
		all := Styles()
		for i := range players {
			styles = append(styles, all[r.IntN(len(all))])
			stacks[i] = 1 + r.IntN(1+int(stack)%2000)
		}
		stacks[0], stacks[1] = max(stacks[0], 1), max(stacks[1], 1)
		bs, err := Seat(styles, Level(r.IntN(3)))
		if err != nil {
			t.Fatal(err)
		}
		ru := engine.DefaultRules
		ru.Cap = []int{0, 2, 4, 8}[rules%4]
		ru.HeadsUpUncapped = rules&4 != 0
		ru.OpenPairDouble = rules&8 != 0
		table := engine.NewTable(nil, stacks, engine.DefaultStakes, ru)
		h, err := engine.NewHand(table, engine.DeckDealer{Deck: engine.NewDeckFrom(r)})
		if err != nil {
			return // e.g. fewer than two players with chips
		}
		for !h.Done() {
			seat := h.ToAct()
			d := bs[seat-1].Decide(h.View(seat), r)
			if err := h.Validate(d.Action); err != nil {
				t.Fatalf("%s in seat %d chose %v: %v (%s)", styles[seat-1], seat, d.Action, err, d.Reason)
			}
			if d.Reason == "" {
				t.Fatalf("%s gave no reason", styles[seat-1])
			}
			if err := h.Apply(d.Action); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// A busted bot's seat gets a newcomer: over a long session nobody who
// ever sat at the table comes back (issue #9 item 15), and the same seed,
// seat and hand give the same newcomer.
func TestReplacerSeatsNewcomers(t *testing.T) {
	t.Parallel()
	for _, lv := range []Level{Easy, Normal, Hard} {
		replace := Replacer(lv, 7)
		table := []string{"You", "Rita", "Stan", "Max", "Greta", "Ron"}
		everyone := map[string]bool{}
		for _, n := range table {
			everyone[n] = true
		}
		for hand := 1; hand <= 40; hand++ {
			seat := 2 + hand%5
			b, name := replace(seat, hand, table)
			if b == nil || everyone[name] {
				t.Fatalf("%v hand %d: seat %d got %q, who sat here before", lv, hand, seat, name)
			}
			everyone[name] = true
			table[seat-1] = name
		}
		b1, n1 := Replacer(lv, 7)(3, 9, table)
		b2, n2 := Replacer(lv, 7)(3, 9, table)
		if n1 != n2 || b1.Style() != b2.Style() {
			t.Errorf("%v: the same seed gave %s and %s", lv, n1, n2)
		}
	}
}

// TestStealSpotNeedsHighDoorsBehind: a completion is the spot to steal
// from only when the door cards left behind it are worse for low and high
// (nine or above): an ace completing into a 2 and a 4 is no steal, three
// completing into a J, a Q and a K is.
func TestStealSpotNeedsHighDoorsBehind(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, deal string
		steal      bool
	}{
		// Seats 1..4; deal order: down x4, down x4, up x4. Seat 1 brings
		// in, seat 2 completes, seat 3 decides.
		{"ace into a 2 and a 4", "9c 5h 3d Jc  Kc 6h 7d Jd  Ks Ad 2s 4c", false},
		{"three into high cards", "9c 5h 3d 2c  Kc 6h 7d 4d  Ks 3s Qd Jh", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			deck, err := engine.ParseCards(tc.deal)
			if err != nil {
				t.Fatal(err)
			}
			rest := engine.FullDeck &^ engine.SetOf(deck...)
			deck = append(deck, rest.Cards()...)
			h, err := engine.NewHand(engine.NewTable(nil, []int{1000, 1000, 1000, 1000}, engine.DefaultStakes, engine.DefaultRules),
				enginetest.Stacked(deck))
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range []engine.ActionKind{engine.BringIn, engine.Complete} {
				if err := h.Apply(engine.Action{Kind: a}); err != nil {
					t.Fatal(err)
				}
			}
			if h.ToAct() != 3 {
				t.Fatalf("seat %d to act", h.ToAct())
			}
			a := Advise(h.View(3), nil)
			if got := strings.Contains(a.Reason, "steal"); got != tc.steal {
				t.Errorf("steal spot %v, want %v: %q", got, tc.steal, a.Reason)
			}
		})
	}
}

// TestHoldingWords: five unpaired cards are named as the trainer names a
// low ("a king-queen low"), and "made" is kept for an eight or better.
func TestHoldingWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ cards, want string }{
		{"Kc Qd Th 9s Ac", "a king-queen low (K-Q-T-9-A)"},
		{"8c 6d 4h 3s 2c", "a made eight-six low (8-6-4-3-2)"},
		{"7c 5d 3h 2s Ac 9d", "a made seven-five low (7-5-3-2-A)"},
		{"5c 4d 3h 2s Ac", "a made wheel (5-4-3-2-A)"},
		{"9c 5d 3h 2s Ac", "a nine-five low (9-5-3-2-A)"},
		{"7c 5d 3h Ac", "7-5-3-A (four low cards)"},
	} {
		cards, err := engine.ParseCards(tc.cards)
		if err != nil {
			t.Fatal(err)
		}
		if got := holding(cards); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.cards, got, tc.want)
		}
	}
}

// A quiet decision (the arena's, whose reason nobody reads) draws the same
// numbers and chooses the same action as one with its reason in words, at
// every level (Easy makes mistakes, which draw more), and leaves the
// reason empty.
func TestQuietDecisionChoosesAlike(t *testing.T) {
	t.Parallel()
	for _, level := range []Level{Easy, Normal, Hard} {
		a := sixBots(t, level, 11)
		for n := 1; n <= 150; n++ {
			p, err := NewPlay(a.Table, a.Bots, a.Seed, n)
			if err != nil {
				t.Fatal(err)
			}
			loudR := DecisionSource(a.Seed, n)
			for !p.Hand.Done() {
				pl, ok := p.Bot().(*Player)
				if !ok {
					t.Fatalf("seat %d: not a Player", p.Hand.ToAct())
				}
				v := p.Hand.View(p.Hand.ToAct())
				loud := pl.Decide(v, loudR)
				quiet := pl.decide(v, p.rng, true, nil)
				if quiet.Action != loud.Action || quiet.Mixed != loud.Mixed || quiet.Reason != "" || loud.Reason == "" {
					t.Fatalf("level %v hand %d: quiet %+v, loud %+v", level, n, quiet, loud)
				}
				if err := p.Hand.Apply(quiet.Action); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
