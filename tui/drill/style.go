package drill

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"razz/bots"
	"razz/engine"
)

// Style is "Read the style": one seat's play over several hands, as a
// player at the table sees it (its up cards, its actions, its cards at a
// showdown), and the question: which style is it? The feedback counts its
// tells from those hands (how often it played, completed, called later)
// and shows how the coach's advice changes once its style is known: the
// coach reads a seat's range by its style's model (bots.ModelOf), an
// unknown player as a typical one.
var Style Drill = styleDrill{}

type styleDrill struct{}

func (styleDrill) ID() string    { return "style" }
func (styleDrill) Title() string { return "Read the style" }
func (styleDrill) About() string { return "watch a bot for a few hands: rock, maniac, station?" }

// styleWords says what a style looks like at the table and how to play
// against it.
var styleWords = map[string][2]string{
	"grinder": {"plays about half its starts, completes the good ones and bets when its board leads", "play your own game: it is the strategy the coach teaches"},
	"rock":    {"plays one start in six and bets only strong hands", "steal its bring-in, and fold to its raises unless you are strong"},
	"maniac":  {"completes two starts in five and bets or raises two times in three later", "call it down lighter, let it bet for you, never bluff it"},
	"station": {"plays over half its starts, calls nearly every bet and seldom bets or raises", "bet your good hands for value, never bluff it, and believe its raises"},
}

// styleRates are how often each style does what a tracker counts (Tells),
// at the drill's tables: its bots at the normal level against a random
// lineup. Measured (TestStyleRatesAsPlayed plays them again): the words
// above and the samples the drill deals keep to them.
var styleRates = map[string]rates{
	"grinder": {Played: 0.48, Raised: 0.20, Calls: 0.50, Aggro: 0.38},
	"rock":    {Played: 0.16, Raised: 0.05, Calls: 0.62, Aggro: 0.19},
	"maniac":  {Played: 0.57, Raised: 0.43, Calls: 0.41, Aggro: 0.66},
	"station": {Played: 0.60, Raised: 0.05, Calls: 0.87, Aggro: 0.08},
}

// rates are a style's tells as shares: of its hands played voluntarily
// and completed or raised on third street; of the later bets it faced,
// called; of its later actions, bets and raises.
type rates struct{ Played, Raised, Calls, Aggro float64 }

// logLike is how likely tells t are from a style of rates r: the four
// counts as draws of their shares (log of the chance, up to a term that
// is the same for every style).
func (t StyleTells) logLike(r rates) float64 {
	ll := 0.0
	for _, c := range [4]struct {
		k, n int
		p    float64
	}{{t.VPIP, t.Hands, r.Played}, {t.Raised, t.Hands, r.Raised}, {t.LaterCalls, t.LaterFaced, r.Calls}, {t.LaterAggro, t.LaterActs, r.Aggro}} {
		p := min(max(c.p, 0.02), 0.98)
		ll += float64(c.k)*math.Log(p) + float64(c.n-c.k)*math.Log(1-p)
	}
	return ll
}

// readable: the tells point to the truth among the choices, at least
// twice as likely from it as from any other (a sample a careful reader
// can answer: a Grinder that played 17% and never bet reads as a Rock).
// It returns the likeliest other style.
func (q *StyleQuestion) readable() (bool, string) {
	t := q.Tells()
	truth := t.logLike(styleRates[q.Choices[q.Truth]])
	ok, next, best := true, "", math.Inf(-1)
	for i, c := range q.Choices {
		if i == q.Truth {
			continue
		}
		ll := t.logLike(styleRates[c])
		if ll > best {
			best, next = ll, c
		}
		if truth-ll < math.Ln2 {
			ok = false
		}
	}
	return ok, next
}

// StyleWords is what a style (grinder, rock, maniac, station) looks like
// at the table and how to play against it, as the drill's feedback says
// it: the lessons quote them from here.
func StyleWords(style string) (looks, against string, ok bool) {
	w, ok := styleWords[style]
	return w[0], w[1], ok
}

// StyleQuestion is one seat's hands to read.
type StyleQuestion struct {
	Difficulty Difficulty
	Seat       int      // the seat watched
	Truth      int      // its style, an index in Choices
	Choices    []string // styles to choose from: "rock", ...
	Hands      []StyleHand
	// Decision is a decision of the user's seat against the watched one
	// (facing its bet on a later street when there was one), for the
	// coach's advice with and without its style; Street 0 without one.
	Decision engine.View
	SpotHand int
	known    *[2]bots.Advice // the coach's advice not knowing and knowing the style, once worked out
}

// StyleHand is one hand of the watched seat as the table saw it.
type StyleHand struct {
	Door    engine.Card
	Acts    []StyleAct
	Showed  []engine.Card // its cards at a showdown
	Dropped bool          // folded
}

// StyleAct is one action of the watched seat.
type StyleAct struct {
	Street int
	Kind   engine.ActionKind
	Facing bool // there was a bet to call
}

func (styleDrill) New(r *rand.Rand, l Difficulty) Question {
	choices := []string{"rock", "maniac", "station"}
	hands := 10
	if l != Easy {
		choices = []string{"grinder", "rock", "maniac", "station"}
		hands = [...]int{10, 8, 6}[l]
	}
	q := &StyleQuestion{Difficulty: l, Choices: choices, Truth: r.IntN(len(choices))}
	n := 5
	q.Seat = 2 + r.IntN(n-1)
	lineup := make([]string, n)
	others := []string{"grinder", "rock", "maniac", "station"}
	for i := range lineup {
		lineup[i] = others[r.IntN(len(others))]
	}
	lineup[0] = "grinder" // the user's seat, played by the coach's strategy
	lineup[q.Seat-1] = choices[q.Truth]
	players, err := bots.Seat(lineup, bots.Normal)
	if err != nil {
		panic("drill: " + err.Error()) // the styles above are bots' own
	}
	// A sample of a few hands may show a style as another (a Maniac that
	// folded seven of ten starts): deal again until the tells point to
	// the style, as a careful reader would read them.
	for try := 0; ; try++ {
		q.Hands, q.Decision, q.SpotHand = nil, engine.View{}, 0
		for len(q.Hands) < hands {
			q.playHand(r, players)
		}
		if ok, _ := q.readable(); ok || try == 40 {
			return q
		}
	}
}

// playHand deals a hand with fresh stacks and plays it out, noting what
// the table sees of the watched seat and the user's decisions against it.
func (q *StyleQuestion) playHand(r *rand.Rand, players []bots.Bot) {
	h, err := freshHand(r, len(players))
	if err != nil {
		return
	}
	var hand StyleHand
	for !h.Done() {
		seat := h.ToAct()
		v := h.View(seat)
		a := players[seat-1].Decide(v, r).Action
		if seat == q.Seat {
			me := v.Seats[seat-1]
			if len(hand.Acts) == 0 && len(me.Up) > 0 {
				hand.Door = me.Up[0]
			}
			hand.Acts = append(hand.Acts, StyleAct{Street: v.Street, Kind: a.Kind, Facing: v.Bet > me.OnStreet})
			hand.Dropped = hand.Dropped || a.Kind == engine.Fold
		}
		if seat == 1 && v.Street > 3 && !v.Seats[q.Seat-1].Folded && len(v.Legal) > 1 {
			// The user's decision with the watched seat still in: the
			// last one where it bet or raised into the user is kept.
			facing := v.Bet > v.Seats[0].OnStreet && v.Seats[q.Seat-1].OnStreet == v.Bet
			if facing || q.Decision.Street == 0 {
				q.Decision, q.SpotHand = v, len(q.Hands)+1
			}
		}
		if err := h.Apply(a); err != nil {
			return
		}
	}
	if sd := h.Showdown(); sd != nil && !hand.Dropped {
		if v := h.View(1); len(v.Seats[q.Seat-1].Down) > 0 {
			s := v.Seats[q.Seat-1]
			hand.Showed = append(append([]engine.Card(nil), s.Down...), s.Up...)
		}
	}
	q.Hands = append(q.Hands, hand)
}

func (q *StyleQuestion) Level() Difficulty { return q.Difficulty }

// actionVerbs say what a seat does by each action, after its letter.
var actionVerbs = map[engine.ActionKind]string{engine.BringIn: "brings in", engine.Complete: "completes", engine.Bet: "bets",
	engine.Raise: "raises", engine.Call: "calls", engine.Check: "checks", engine.Fold: "folds"}

// Spot tells the hands, one a line: the door card, each street's actions
// by their letters (engine.ActionKind.Letter, the table's keys), the low
// shown at a showdown.
func (q *StyleQuestion) Spot(card func(engine.Card) string) []string {
	var legend []string
	for _, k := range []engine.ActionKind{engine.BringIn, engine.Complete, engine.Bet, engine.Raise, engine.Call, engine.Check, engine.Fold} {
		legend = append(legend, k.Letter()+" "+actionVerbs[k])
	}
	out := []string{fmt.Sprintf("Seat %d, hand by hand, as the table saw it:", q.Seat), "(" + strings.Join(legend, ", ") + ")"}
	for i, hd := range q.Hands {
		var b strings.Builder
		fmt.Fprintf(&b, "%d. %s up ", i+1, card(hd.Door))
		for st := 3; st <= 7; st++ {
			var ws []string
			for _, a := range hd.Acts {
				if a.Street == st {
					ws = append(ws, a.Kind.Letter())
				}
			}
			if len(ws) > 0 {
				fmt.Fprintf(&b, " %s %s", engine.Street(st).Short, strings.Join(ws, " "))
			}
		}
		if len(hd.Showed) > 0 {
			fmt.Fprintf(&b, "  shows %s", engine.LowOf(hd.Showed).Dashed())
		}
		out = append(out, b.String())
	}
	return out
}

func (q *StyleQuestion) Prompt() string {
	var cs []string
	for i, c := range q.Choices {
		cs = append(cs, fmt.Sprintf("%d %s", i+1, c))
	}
	return fmt.Sprintf("Which style is seat %d? %s", q.Seat, strings.Join(cs, ", "))
}

func (q *StyleQuestion) Form() Form {
	f := Form{Kind: Choose, Miss: fmt.Sprintf("%%s is no style here: 1 to %d.", len(q.Choices))}
	for i := range q.Choices {
		f.Choices = append(f.Choices, Choice{Value: i, Keys: []string{fmt.Sprint(i + 1)}})
	}
	f.Help = []HelpKey{{fmt.Sprintf("1-%d", len(q.Choices)), "style"}}
	return f
}

func (q *StyleQuestion) Check(a Answer) bool { return a.Value == q.Truth }

func (q *StyleQuestion) Answer() string {
	return fmt.Sprintf("seat %d is a %s.", q.Seat, q.Choices[q.Truth])
}

// StyleTells are the counts a tracker keeps, from the hands watched.
type StyleTells struct {
	Hands, VPIP, Raised    int // hands; played voluntarily on third street; completed or raised there
	LaterFaced, LaterCalls int // later-street bets it faced; of them, called
	LaterActs, LaterAggro  int // later-street actions; of them, bets and raises
	Showdowns              int
}

// Tells counts the watched seat's tells.
func (q *StyleQuestion) Tells() StyleTells {
	var t StyleTells
	for _, hd := range q.Hands {
		t.Hands++
		vpip, raised := false, false
		for _, a := range hd.Acts {
			switch {
			case a.Street == 3:
				vpip = vpip || a.Kind == engine.Call || a.Kind == engine.Complete || a.Kind == engine.Raise
				raised = raised || a.Kind == engine.Complete || a.Kind == engine.Raise
			default:
				t.LaterActs++
				if a.Kind == engine.Bet || a.Kind == engine.Raise {
					t.LaterAggro++
				}
				if a.Facing {
					t.LaterFaced++
					if a.Kind == engine.Call {
						t.LaterCalls++
					}
				}
			}
		}
		if vpip {
			t.VPIP++
		}
		if raised {
			t.Raised++
		}
		if len(hd.Showed) > 0 {
			t.Showdowns++
		}
	}
	return t
}

func ofN(n, d int) string {
	if d == 0 {
		return "0 of 0"
	}
	return fmt.Sprintf("%d of %d (%d%%)", n, d, (100*n+d/2)/d)
}

// Advice is the coach's advice at the kept spot, first not knowing the
// watched seat's style (it reads it as a typical player), then knowing
// it; false without a spot.
func (q *StyleQuestion) Advice() ([2]bots.Advice, bool) {
	if q.Decision.Street == 0 {
		return [2]bots.Advice{}, false
	}
	if q.known == nil {
		knowing := bots.ModelsBy(map[int]string{q.Seat: q.Choices[q.Truth]}, nil) // the watched seat's style alone
		out := [2]bots.Advice{bots.Advise(q.Decision, nil), bots.Advise(q.Decision, knowing)}
		q.known = &out
	}
	return *q.known, true
}

func (q *StyleQuestion) Explain(_ Answer, card func(engine.Card) string) Feedback {
	style := q.Choices[q.Truth]
	t := q.Tells()
	w := styleWords[style]
	key := []string{fmt.Sprintf("Seat %d is a %s: it %s.", q.Seat, style, w[0])}
	_, next := q.readable()
	more := []string{
		// A few hands stray from the style's rates (a station's 60% of
		// starts played as 4 of 10), so the tells say they are a sample.
		fmt.Sprintf("Its tells in these %d hands, a short look that can stray from its style's rates: played %s hands (VPIP), completed or raised %s on third street; later it called %s bets it faced and bet or raised %s times it acted; showdowns: %d.",
			t.Hands, ofN(t.VPIP, t.Hands), ofN(t.Raised, t.Hands), ofN(t.LaterCalls, t.LaterFaced), ofN(t.LaterAggro, t.LaterActs), t.Showdowns),
		fmt.Sprintf("At these tables a %s %s; a %s, the likeliest other, %s.", style, styleRates[style].words(), next, styleRates[next].words()),
		"Against it: " + w[1] + ".",
	}
	if a, ok := q.Advice(); ok {
		say := func(x bots.Advice) string {
			s := bots.Imperative(x.Option)
			s = strings.ToLower(s[:1]) + s[1:] // mid-sentence: "the coach says fold", not "says Fold"
			if x.RangeEquity.N > 0 {
				s += fmt.Sprintf(" (seat 1's share against the ranges %s)", x.RangeEquity.Said())
			}
			return s
		}
		where := fmt.Sprintf("In hand %d on %s street, seat 1 (played by the coach's strategy) with %s", q.SpotHand, engine.Street(q.Decision.Street).Short, engine.JoinCards(q.Decision.Own, " ", card))
		if a[0].Option == a[1].Option {
			more = append(more, fmt.Sprintf("%s, the coach says %s not knowing its style, and the same, %s, knowing it is a %s.", where, say(a[0]), say(a[1]), style))
		} else {
			more = append(more, fmt.Sprintf("%s, the coach says %s not knowing its style, but %s knowing it is a %s.", where, say(a[0]), say(a[1]), style))
		}
	}
	return Feedback{Key: key, More: more}
}

// words are a style's rates as the feedback says them: "plays 57% of its
// starts, completes or raises 43%, calls 41% of later bets and bets or
// raises 66% of its later actions".
func (r rates) words() string {
	p := func(f float64) string { return bots.Percent(f) }
	return fmt.Sprintf("plays %s of its starts, completes or raises %s, calls %s of later bets and bets or raises %s of its later actions", p(r.Played), p(r.Raised), p(r.Calls), p(r.Aggro))
}
