package cli

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"razz/bots"
	"razz/bots/session"
	"razz/engine"
	"razz/engine/narrate"
	"razz/tui/store"
)

// SimOptions are `razz sim`'s flags.
type SimOptions struct {
	Table      TableFlags
	PlayersSet bool // --players was given
	Hands      int
	JSON       bool   // every hand's log to standard output
	Explain    bool   // every hand with the bots' reasons
	ASCII      bool   // suits as s h d c in the explained hands
	Log        string // every hand's log to this file
	Bots       string // comma-separated styles
	Level      string
	StatsJSON  string // the per-seat table as JSON to this file
	// Session: one session of Hands hands whose stacks carry over, a bot
	// that goes broke replaced by a newcomer with the buy-in (as at the
	// table), instead of independent hands from the starting stacks.
	Session bool
}

// Sim is `razz sim`: hands between bots, a summary and a table a seat.
func Sim(o SimOptions, stdout, stderr io.Writer) error {
	tf := o.Table
	if o.Hands < 1 {
		return Usage("--hands %d: play at least one hand", o.Hands)
	}
	lv, err := tableLevel(o.Level)
	if err != nil {
		return err
	}
	players, err := simPlayers(o, &tf, lv)
	if err != nil {
		return err
	}
	names := make([]string, len(players))
	for i, b := range players {
		names[i] = bots.DisplayName(b)
	}
	t, err := tf.Table(names)
	if err != nil {
		return err
	}
	seed := SeedOrNow(tf.Seed)
	// Only --explain reads the bots' reasons: the others' hands are played
	// quietly, to the same actions.
	a := &bots.Arena{Table: t, Bots: players, Seed: seed, Quiet: !o.Explain}
	stats := bots.NewStats(t, players)
	var logw *bufio.Writer
	w := stdout
	if o.JSON && o.Log == "" {
		logw = bufio.NewWriterSize(stdout, 1<<16)
		w = stderr // standard output carries the logs
	}
	labels := map[int]string{} // "Rita (Rock)", for --explain
	for i, p := range t.Players {
		labels[p.Seat] = p.Name
		if i < len(players) {
			labels[p.Seat] = bots.Label(players[i])
		}
	}
	var buf []byte
	// Each seat's bot, by its style: every log says who played the seat
	// (a session's newcomer takes its seat's style from its first hand).
	styles, mistakes := bots.StylesOf(t, players), bots.MistakesOf(t, players)
	a.Observe = func(n int, h *engine.Hand, reasons []bots.SeatReason) {
		stats.Add(h)
		if logw != nil {
			buf = append(h.AppendLog(buf[:0], engine.LogMeta{Seed: seed, Hand: n, Bots: styles, Mistakes: mistakes}), '\n')
			logw.Write(buf)
		}
		if o.Explain {
			story := h.Story()
			card, text := suits(o.ASCII)
			nr := narrate.Narrator{Name: func(seat int) string { return labels[seat] }, Card: card, Hand: n, Reasons: bots.ReasonsByEvent(reasons)}
			for _, l := range nr.History(&story) {
				fmt.Fprintln(w, text(l.Text)) // a bot's reason names cards with symbols
			}
			fmt.Fprintln(w)
		}
	}
	var sum bots.Summary
	var elapsed time.Duration
	replaced := 0 // bots replaced in a session
	play := func(log io.Writer) error {
		if log != nil {
			logw = bufio.NewWriterSize(log, 1<<16)
		}
		start := time.Now()
		if o.Session {
			sum, replaced = simSession(a, lv, o.Hands, func(seat int, label string, b bots.Bot) {
				labels[seat], styles[seat] = label, b.Style()
				if f, ok := bots.SlipsOf(b); ok {
					mistakes[seat] = f
				} else {
					delete(mistakes, seat)
				}
				for i := range stats.Seats { // the seat's row counts every bot that sat there
					if st := &stats.Seats[i]; st.Seat == seat && !strings.HasSuffix(st.Label, "+") {
						st.Label += "+"
					}
				}
			})
		} else {
			sum = a.Run(o.Hands)
		}
		elapsed = time.Since(start)
		if logw != nil {
			return logw.Flush()
		}
		return nil
	}
	if o.Log != "" {
		// Through the store's atomic writer: an older log is never left
		// half overwritten, and keeps its mode.
		err = store.ReplaceFile(o.Log, play)
	} else {
		err = play(nil)
	}
	if err != nil {
		return Failed(err)
	}
	if sum.DecisionErr != nil {
		return Failed(sum.DecisionErr)
	}
	printSimSummary(w, sum, seed, elapsed)
	if o.Session {
		fmt.Fprintf(w, "session       stacks carried over; %s replaced on going broke\n", plural(uint64(replaced), "bot"))
	}
	for _, r := range t.Rules.InForce() {
		fmt.Fprintf(w, "house rule    %s\n", r)
	}
	fmt.Fprintln(w)
	printSimStats(w, stats)
	if o.StatsJSON != "" {
		if err := writeSimStats(o.StatsJSON, stats); err != nil {
			return Failed(err)
		}
	}
	return nil
}

// simPlayers are the bots --bots names (the table then seats as many), or
// a lineup of the level for --players.
func simPlayers(o SimOptions, tf *TableFlags, lv bots.Level) (players []bots.Bot, err error) {
	if o.Bots != "" {
		styles := strings.Split(o.Bots, ",")
		// A misspelt style first: it is the mistake, not the count.
		if players, err = bots.Seat(styles, lv); err != nil {
			return nil, Usage("--bots: %v", err)
		}
		count := fmt.Sprintf("%d bots", len(styles))
		if len(styles) == 1 {
			count = "1 bot"
		}
		if o.PlayersSet && len(styles) != tf.Players {
			return nil, Usage("--bots names %s for --players %d", count, tf.Players)
		}
		if len(styles) < 2 || len(styles) > engine.MaxPlayers {
			return nil, Usage("--bots names %s: a stud table seats 2 to %d", count, engine.MaxPlayers)
		}
		tf.Players = len(players)
	} else if tf.Players >= 2 && tf.Players <= engine.MaxPlayers {
		if players, err = bots.Lineup(lv, tf.Players, nil); err != nil {
			return nil, Usage("%v", err)
		}
	}
	return players, nil
}

// simSession plays the arena's table as one session (bots/session): hand
// after hand from the stacks the last one left, a broke bot replaced by a
// newcomer of the level with the buy-in (relabel names it for --explain,
// and gives the bot for the logs: its style and mistakes).
// The arena's Observe sees every hand, in order, as Run would show it.
func simSession(a *bots.Arena, lv bots.Level, hands int, relabel func(seat int, label string, b bots.Bot)) (bots.Summary, int) {
	s := session.New(session.Options{Table: a.Table, Bots: a.Bots, NewBot: bots.Replacer(lv, a.Seed), Seed: a.Seed})
	sum := bots.Summary{Net: make([]int64, len(a.Table.Players))}
	replaced := 0
	s.Observe(func(e session.Event) {
		switch e := e.(type) {
		case session.SeatTaken:
			replaced++
			relabel(e.Seat, strings.Replace(bots.Label(e.Bot), bots.DisplayName(e.Bot), e.Name, 1), e.Bot)
		case session.Refused:
			if sum.DecisionErr == nil {
				sum.DecisionErr = fmt.Errorf("hand %d: seat %d: %w", s.Dealt(), e.Seat, e.Err)
			}
		}
	})
	for n := 1; n <= hands && sum.DecisionErr == nil; n++ {
		if err := s.Deal(); err != nil {
			sum.DecisionErr = err
			break
		}
		for !s.Over() && s.Step() {
		}
		h := s.Hand()
		sum.Hands++
		if h.Showdown() != nil {
			sum.Showdowns++
		}
		dealt := h.Table().Players
		for i, c := range h.Stacks() {
			sum.ChipsStart += int64(dealt[i].Stack)
			sum.ChipsEnd += int64(c.Amount)
			sum.Net[i] += int64(c.Amount - dealt[i].Stack)
		}
		for _, c := range h.Awards() {
			sum.TotalPot += int64(c.Amount)
		}
		if a.Observe != nil {
			a.Observe(n, h, s.Play().Reasons)
		}
	}
	return sum, replaced
}

// simStatJSON is one seat of `razz sim --stats-json`; rates are fractions.
type simStatJSON struct {
	Seat        int     `json:"seat"`
	Bot         string  `json:"bot"`
	Hands       int     `json:"hands"`
	VPIP        float64 `json:"vpip"`
	RaiseRate   float64 `json:"raise_rate"`
	Showdown    float64 `json:"showdown"`
	WonShowdown float64 `json:"won_showdown"`
	BBPer100    float64 `json:"bb_per_100"`
	CI95Low     float64 `json:"ci95_low"`
	CI95High    float64 `json:"ci95_high"`
}

func simStatRows(s *bots.Stats) []simStatJSON {
	out := make([]simStatJSON, 0, len(s.Seats))
	for _, st := range s.Seats {
		m, lo, hi := st.BBPer100()
		out = append(out, simStatJSON{st.Seat, st.Bot, st.Hands, st.Rate(st.VPIP), st.Rate(st.Raised),
			st.Rate(st.Showdowns), st.WonShowdown(), m, lo, hi})
	}
	return out
}

func writeSimStats(file string, s *bots.Stats) error {
	b, err := json.MarshalIndent(simStatRows(s), "", "  ")
	if err != nil {
		return err
	}
	return store.WriteFile(file, append(b, '\n'))
}

// printSimStats is the per-seat table: VPIP and the completion/raise rate
// on third street, showdowns over hands dealt, showdowns won, and big bets
// per 100 hands with the 95% interval.
func printSimStats(w io.Writer, s *bots.Stats) {
	fmt.Fprintf(w, "%-4s %-18s %7s %6s %6s %6s %6s %9s  %s\n", "seat", "bot", "hands", "vpip", "raise", "wtsd", "w$sd", "bb/100", "95% interval")
	for i, r := range simStatRows(s) {
		fmt.Fprintf(w, "%-4d %-18s %7d %5.1f%% %5.1f%% %5.1f%% %5.1f%% %+9.2f  [%+.2f, %+.2f]\n", r.Seat, s.Seats[i].Label, r.Hands,
			100*r.VPIP, 100*r.RaiseRate, 100*r.Showdown, 100*r.WonShowdown, r.BBPer100, r.CI95Low, r.CI95High)
	}
}

func printSimSummary(w io.Writer, s bots.Summary, seed uint64, elapsed time.Duration) {
	avg := 0.0
	if s.Hands > 0 {
		avg = float64(s.TotalPot) / float64(s.Hands)
	}
	rate := float64(s.Hands) / elapsed.Seconds()
	fmt.Fprintf(w, "seed          %d\n", seed)
	fmt.Fprintf(w, "hands         %d\n", s.Hands)
	fmt.Fprintf(w, "showdowns     %d (%.1f%%)\n", s.Showdowns, 100*float64(s.Showdowns)/float64(max(1, s.Hands)))
	fmt.Fprintf(w, "average pot   %.1f\n", avg)
	fmt.Fprintf(w, "chips start   %d (summed over hands)\n", s.ChipsStart)
	fmt.Fprintf(w, "chips end     %d\n", s.ChipsEnd)
	fmt.Fprintf(w, "elapsed       %s\n", elapsed.Round(time.Millisecond))
	fmt.Fprintf(w, "hands/second  %.0f\n", rate)
}
