package cli

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"razz/bots"
	"razz/engine"
)

// TestSimSessionCarriesStacks: `razz sim --session --json` logs hands whose
// stacks before each hand are the stacks after the last one, or a
// newcomer's buy-in where a bot went broke; without --session every hand
// starts from the buy-ins.
func TestSimSessionCarriesStacks(t *testing.T) {
	t.Parallel()
	run := func(session bool) []engine.HandLog {
		var out, errs bytes.Buffer
		o := SimOptions{Table: DefaultTableFlags(), Hands: 80, JSON: true, Level: "normal", Session: session}
		o.Table.Seed, o.Table.Stack = 11, 150
		if err := Sim(o, &out, &errs); err != nil {
			t.Fatalf("%v %s", err, errs.String())
		}
		if session && (!strings.Contains(errs.String(), "replaced on going broke") || !strings.Contains(errs.String(), ")+ ")) {
			t.Errorf("no session line, or no seat marked as played by more than one bot:\n%s", errs.String())
		}
		var logs []engine.HandLog
		for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			l, err := engine.ParseLog([]byte(line))
			if err != nil {
				t.Fatal(err)
			}
			logs = append(logs, l)
		}
		return logs
	}
	logs := run(true)
	// Every hand says who played each seat: a bot of its style (sim names
	// its bots as razz does, so the name tells the test which), newcomers
	// included; nobody is the user.
	for _, l := range logs {
		for _, s := range l.Seats {
			if s.Bot == "" || s.Bot != bots.StyleNamed(s.Name) || l.Hero != 0 {
				t.Fatalf("hand %d: seat %d (%s) logged as bot %q, hero %d", l.Hand, s.Seat, s.Name, s.Bot, l.Hero)
			}
		}
	}
	carried, fresh := 0, 0
	for i := 1; i < len(logs); i++ {
		for _, s := range logs[i].Seats {
			after := logs[i-1].StacksAfter[strconv.Itoa(s.Seat)]
			switch {
			case after > 0 && s.Stack == after:
				carried++
			case after == 0 && s.Stack == 150:
				fresh++
			default:
				t.Fatalf("hand %d: seat %d starts with %d, the last hand left it %d", logs[i].Hand, s.Seat, s.Stack, after)
			}
		}
	}
	if fresh == 0 || carried == 0 {
		t.Fatalf("%d stacks carried, %d newcomers: want both", carried, fresh)
	}
	for _, l := range run(false) {
		for _, s := range l.Seats {
			if s.Stack != 150 {
				t.Fatalf("without --session hand %d seat %d starts with %d", l.Hand, s.Seat, s.Stack)
			}
		}
	}
}

// TestSimSessionLogsNewcomersMistakes: at an easy table, `razz sim
// --session --json` logs every bot that plays a level with the level's
// mistakes, a newcomer in a broke bot's seat included, and a bot that
// plays none (random, caller) without.
func TestSimSessionLogsNewcomersMistakes(t *testing.T) {
	t.Parallel()
	var out, errs bytes.Buffer
	o := SimOptions{Table: DefaultTableFlags(), Hands: 400, JSON: true, Level: "easy", Session: true}
	o.Table.Seed, o.Table.Stack, o.Table.Players = 3, 150, 8
	if err := Sim(o, &out, &errs); err != nil {
		t.Fatalf("%v %s", err, errs.String())
	}
	styles := map[int]string{} // each seat's bot in the hand before
	newcomers := 0
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		l, err := engine.ParseLog([]byte(line))
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range l.Seats {
			if was, ok := styles[s.Seat]; ok && was != s.Bot {
				newcomers++
			}
			styles[s.Seat] = s.Bot
			plays := s.Bot != "random" && s.Bot != "caller"
			if plays != (s.Mistakes != nil) || plays && *s.Mistakes != bots.Easy.Mistakes() {
				t.Fatalf("hand %d: seat %d's %s logged with mistakes %v (said: %t)", l.Hand, s.Seat, s.Bot, deref(s.Mistakes), s.Mistakes != nil)
			}
		}
	}
	if newcomers == 0 {
		t.Fatal("no seat changed its style: the test sees no newcomer")
	}
}

func deref(f *float64) float64 {
	if f == nil {
		return -1
	}
	return *f
}
