package recap

import (
	"strings"
	"sync"
	"testing"

	"razz/engine"
	"razz/engine/enginetest"
)

// The recap adds up the user's hands: the result in chips and big bets,
// the mistakes the coach finds by kind, and the costliest hands; hands
// the user was not in count nothing.
func TestRecap(t *testing.T) {
	t.Parallel()
	mine := heroLogs(t)
	want, wantBB := 0, 0.0
	for _, l := range mine {
		n := l.StacksAfter[itoa(l.Hero)] - l.Seats[0].Stack
		want += n
		wantBB += float64(n) / float64(l.Limits.BigBet)
	}
	r := recapOnOne(t)
	if r.Hands != 12 || r.Reviewed != 12 || r.Result != want || abs(r.NetBB-wantBB) > 1e-9 {
		t.Fatalf("%+v, want result %d (%.2f bb)", r, want, wantBB)
	}
	if r.Decisions == 0 || r.Mistakes == 0 || len(r.Kinds) == 0 || len(r.Costliest) == 0 || len(r.Costliest) > 3 {
		t.Fatalf("%+v", r)
	}
	sum, n := 0.0, 0
	for _, k := range r.Kinds {
		sum += k.CostBB
		n += k.Count
	}
	if n != r.Mistakes || abs(sum-r.CostBB) > 1e-9 {
		t.Errorf("kinds add to %d, %.2f; want %d, %.2f", n, sum, r.Mistakes, r.CostBB)
	}
	for i := 1; i < len(r.Costliest); i++ {
		if r.Costliest[i].CostBB > r.Costliest[i-1].CostBB {
			t.Errorf("costliest not in order: %+v", r.Costliest)
		}
	}
	for _, l := range r.Lines() {
		if len([]rune(l)) > 78 {
			t.Errorf("line of %d columns: %q", len([]rune(l)), l)
		}
	}
	if !strings.HasPrefix(r.Lines()[0], "12 Razz hands: ") {
		t.Errorf("%q", r.Lines()[0])
	}
	// Nobody's hands: nothing counted.
	for i := range mine {
		mine[i].Hero = 0
		mine[i].Seats = append([]engine.LogSeat(nil), mine[i].Seats...)
		for k := range mine[i].Seats {
			mine[i].Seats[k].Name = "Bot"
		}
	}
	if r := OfWith(mine, Options{}); r.Hands != 0 || r.Lines()[0] != "No Razz hand of yours in these hands." {
		t.Errorf("%+v", r)
	}
}

// heroLogs are the first 12 vector hands, each the first seat's, read
// afresh for each test (some change them).
func heroLogs(t *testing.T) []engine.HandLog {
	logs := enginetest.ReadLogs(t, "../../engine/testdata/vectors/hands.jsonl")[:12]
	for i := range logs {
		logs[i].Hero = logs[i].Seats[0].Seat
	}
	return logs
}

// recapOnOne is heroLogs' recap on one goroutine, which TestRecap checks
// and TestRecapWorkersAndLast compares with: worked out once (12 reviews),
// and only read.
var recapOnOne = func() func(t *testing.T) Recap {
	var once sync.Once
	var r Recap
	return func(t *testing.T) Recap {
		once.Do(func() { r = OfWith(heroLogs(t), Options{}) })
		return r
	}
}()

func itoa(n int) string { return string(rune('0' + n)) }

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}

// On several goroutines the recap is the same as on one; with Last it
// reviews only the latest hands (a year imported at once), counts every
// hand's result, and says how many it left to razz review.
func TestRecapWorkersAndLast(t *testing.T) {
	t.Parallel()
	logs := heroLogs(t)
	one := recapOnOne(t)
	calls := 0
	four := OfWith(logs, Options{Workers: 4, Reviewed: func(done, total int) {
		calls++
		if done != calls || total != 12 {
			t.Errorf("told %d of %d after %d", done, total, calls)
		}
	}})
	if four.Mistakes != one.Mistakes || four.CostBB != one.CostBB || four.Decisions != one.Decisions || calls != 12 {
		t.Errorf("4 workers: %+v\none: %+v", four, one)
	}
	last := OfWith(logs, Options{Workers: 2, Last: 5})
	if last.Hands != 12 || last.Reviewed != 5 || last.Passed != 7 || last.Result != one.Result {
		t.Fatalf("%+v", last)
	}
	for _, s := range last.Spots {
		if s.Hand < logs[7].Hand {
			t.Errorf("a mistake of hand %d, before the last 5", s.Hand)
		}
	}
	if got := last.Lines()[1]; got != "The coach reviewed your last 5 hands; razz review reviews the 7 before them." {
		t.Errorf("%q", got)
	}
}

// A recap over briefs kept from earlier recaps of one hand each
// (Options.Kept) reviews no hand again and reads as the recap that
// reviewed them all; a hand with no brief kept is reviewed.
func TestRecapFromKeptBriefs(t *testing.T) {
	t.Parallel()
	logs := heroLogs(t)
	logs[3].Hero = 0 // nobody's hand: it counts nothing
	logs[3].Seats = append([]engine.LogSeat(nil), logs[3].Seats...)
	for k := range logs[3].Seats {
		logs[3].Seats[k].Name = "Bot"
	}
	whole := OfWith(logs, Options{})
	briefs := make([]Brief, len(logs))
	for i, l := range logs {
		briefs[i] = OfWith([]engine.HandLog{l}, Options{}).Brief()
	}
	if whole.Hands != 11 || briefs[3].Reviewed || !briefs[0].Reviewed {
		t.Fatalf("briefs: %+v", briefs[:4])
	}
	reviews := 0
	kept := OfWith(logs, Options{Kept: func(i int) (Brief, bool) { return briefs[i], i != 5 },
		Reviewed: func(int, int) { reviews++ }})
	if reviews != 1 {
		t.Errorf("%d hands reviewed again, want 1 (the one with no brief)", reviews)
	}
	if a, b := strings.Join(kept.Lines(), "\n"), strings.Join(whole.Lines(), "\n"); a != b {
		t.Errorf("from briefs:\n%s\nreviewing all:\n%s", a, b)
	}
	if kept.Reviewed != whole.Reviewed || kept.Mistakes != whole.Mistakes || abs(kept.CostBB-whole.CostBB) > 1e-9 || len(kept.Costliest) != len(whole.Costliest) {
		t.Errorf("from briefs %+v\nreviewing all %+v", kept, whole)
	}
	for i := range kept.Costliest {
		if kept.Costliest[i].Hand != whole.Costliest[i].Hand {
			t.Errorf("costliest %+v, want %+v", kept.Costliest, whole.Costliest)
		}
	}
}

// A day reviewed with no mistake says so, as a hand's review summary does,
// never "0 mistakes costing about 0.00 big bets" (seen on the History
// screen's recap); the result a hundred hands is in big bets, BB/100, as
// the table's session and Stats write it.
func TestRecapWordsNoMistakes(t *testing.T) {
	r := Recap{Hands: 3, Reviewed: 3, NetBB: 2.5, BBPer100: 83, Decisions: 7}
	text := strings.Join(r.Lines(), "\n")
	if !strings.Contains(text, "7 decisions, no mistakes") || strings.Contains(text, "0 mistakes") || !strings.Contains(text, "+83 BB/100") {
		t.Errorf("%s", text)
	}
	r.Mistakes, r.CostBB = 1, 0.5
	if text := strings.Join(r.Lines(), "\n"); !strings.Contains(text, "7 decisions, 1 mistake costing about 0.50 big bets") {
		t.Errorf("%s", text)
	}
}
