// Command razz is a terminal trainer for fixed-limit Razz. This file is the
// command line and nothing else: each command parses its flags and hands
// the work to engine/, bots/ or tui/.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"charm.land/fang/v2"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"razz/bots"
	"razz/engine"
	"razz/tui"
)

// exitError carries the process exit status: 1 when some input was bad, 2
// for a bad flag or argument.
type exitError struct {
	code int
	err  error
}

func (e exitError) Error() string { return e.err.Error() }
func (e exitError) Unwrap() error { return e.err }

func usageErr(format string, a ...any) error {
	return exitError{2, fmt.Errorf(format, a...)}
}

// errReported: the lines that failed were already reported; only the exit
// status is left to set.
var errReported = errors.New("some input was not valid")

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// run executes the command line and returns the exit status.
func run(args []string, in io.Reader, out, errw io.Writer) int {
	root := rootCmd()
	root.SetArgs(args)
	root.SetIn(in)
	root.SetOut(out)
	root.SetErr(errw)
	err := fang.Execute(context.Background(), root,
		fang.WithoutManpage(),
		fang.WithErrorHandler(func(w io.Writer, _ fang.Styles, err error) {
			if !errors.Is(err, errReported) {
				fmt.Fprintln(w, "razz: "+oneLine(err.Error()))
			}
		}))
	var ee exitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &ee):
		return ee.code
	case errors.Is(err, errReported):
		return 1
	}
	return 2 // cobra's own errors: unknown command, bad flag
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func rootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "razz",
		Short: "A terminal trainer for fixed-limit Razz (seven-card stud, ace-to-five low)",
		Long: "razz teaches fixed-limit Razz: ace-to-five lows, the bring-in, who acts first,\n" +
			"and how one low beats another.",
		Args: cobra.NoArgs,
		RunE: menuRun,
	}
	addDisplayFlags(root)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return exitError{2, err} })
	root.AddCommand(evalCmd(), compareCmd(), simCmd(), quizCmd(), playCmd(), replayCmd())
	return root
}

type evalJSON struct {
	Cards string   `json:"cards"`
	Low   []string `json:"low,omitempty"`
	Rank  int      `json:"rank,omitempty"`
	Name  string   `json:"name,omitempty"`
	Error string   `json:"error,omitempty"`
}

func toEvalJSON(e engine.Evaluation) evalJSON {
	return evalJSON{Cards: engine.FormatCards(e.Cards), Low: e.Low.Strings(), Rank: int(e.Low), Name: e.Low.Name()}
}

// evalText is one line of `razz eval`:
// "5 4 3 2 A  wheel  rank 1 of 6175  (Kd Kc left out: highest cards)".
func evalText(e engine.Evaluation) string {
	name := e.Low.Name()
	if e.Forced {
		name += " (unavoidable: fewer than five different ranks)"
	}
	s := fmt.Sprintf("%s  %s  rank %d of %d", e.Low, name, e.Low, engine.NumLows)
	if out := e.OutText(); out != "" {
		s += "  (" + out + ")"
	}
	return s
}

func parseHand(s string) (engine.Evaluation, error) {
	cs, err := engine.ParseCards(s)
	if err != nil {
		return engine.Evaluation{}, err
	}
	return engine.Evaluate(cs)
}

func evalCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "eval [CARDS...]",
		Short: "Show the best ace-to-five low of 5 to 7 cards",
		Long: "Show the best low of 5 to 7 cards, its name, its rank among the 6,175 lows and\n" +
			"which cards were left out and why. With no cards, read one hand a line from\n" +
			"standard input. Cards: As, as, A♠, Ts or 10s.",
		Example: "  razz eval As 2d 3c 4h 5s Kd Kc\n  printf 'As 2d 3c 4h 5s\\n' | razz eval --json",
		RunE: func(cmd *cobra.Command, args []string) error {
			out := bufio.NewWriter(cmd.OutOrStdout())
			defer out.Flush()
			errw := cmd.ErrOrStderr()
			failed := false
			one := func(where, line string) {
				e, err := parseHand(line)
				switch {
				case err != nil && asJSON:
					failed = true
					writeJSON(out, evalJSON{Cards: strings.TrimSpace(line), Error: err.Error()})
				case err != nil:
					failed = true
					out.Flush()
					fmt.Fprintf(errw, "razz eval: %s: %v\n", where, err)
				case asJSON:
					writeJSON(out, toEvalJSON(e))
				default:
					fmt.Fprintln(out, evalText(e))
				}
			}
			if len(args) > 0 {
				one("arguments", strings.Join(args, " "))
			} else {
				in := bufio.NewReaderSize(cmd.InOrStdin(), 64<<10)
				for n := 1; ; n++ {
					line, err := in.ReadString('\n')
					if strings.TrimSpace(line) != "" {
						one(fmt.Sprintf("line %d", n), line)
					}
					if err != nil {
						break
					}
					if in.Buffered() == 0 { // about to wait for input: show what we have
						out.Flush()
					}
				}
			}
			if failed {
				return errReported
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "write one JSON object a hand")
	return cmd
}

func writeJSON(w io.Writer, v any) {
	b, _ := json.Marshal(v)
	w.Write(append(b, '\n'))
}

func compareCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     `compare "HAND A" "HAND B"`,
		Short:   "Say which of two lows wins, and why",
		Example: `  razz compare "7h 5c 4d 2s As 9c Kd" "8c 6d 4s 3h 2c Qh Jd"`,
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 2 {
				return usageErr("compare needs two hands, each in quotes (got %d arguments)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			var ev [2]engine.Evaluation
			for i, s := range args {
				e, err := parseHand(s)
				if err != nil {
					return exitError{1, fmt.Errorf("hand %c: %w", 'A'+i, err)}
				}
				ev[i] = e
			}
			both := engine.SetOf(ev[0].Cards...) & engine.SetOf(ev[1].Cards...)
			if both != 0 {
				return exitError{1, fmt.Errorf("%s in both hands: there is one of each card in the deck", engine.FormatCards(both.Cards()))}
			}
			c := engine.Compare(ev[0].Low, ev[1].Low)
			w := cmd.OutOrStdout()
			if asJSON {
				writeJSON(w, struct {
					A      evalJSON `json:"a"`
					B      evalJSON `json:"b"`
					Winner string   `json:"winner"`
					Reason string   `json:"reason"`
				}{toEvalJSON(ev[0]), toEvalJSON(ev[1]), winnerWord(c.Winner), c.Reason()})
				return nil
			}
			for i, e := range ev {
				fmt.Fprintf(w, "%c: %-22s %s\n", 'A'+i, engine.FormatCards(e.Cards), evalText(e))
			}
			switch c.Winner {
			case 1:
				fmt.Fprintln(w, "A wins: "+c.Reason())
			case -1:
				fmt.Fprintln(w, "B wins: "+c.Reason())
			default:
				fmt.Fprintln(w, "Tie: "+c.Reason())
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "write the result as one JSON object")
	return cmd
}

func winnerWord(w int) string {
	switch w {
	case 1:
		return "a"
	case -1:
		return "b"
	}
	return "tie"
}

// tableFlags are the table options shared by sim and play.
type tableFlags struct {
	players         int
	stakes          string
	stack           int
	stacks          string
	cap             int
	headsUpUncapped bool
	openPairDouble  bool
	bringInTie      string
	oddChip         string
	showOrder       string
	seed            uint64
}

func (f *tableFlags) register(fs *pflag.FlagSet) {
	fs.IntVar(&f.players, "players", 6, "players at the table, 2 to 8")
	fs.StringVar(&f.stakes, "stakes", engine.DefaultStakes.String(), "ante/bring-in/small bet/big bet")
	fs.IntVar(&f.stack, "stack", engine.DefaultStack, "chips each player starts a hand with")
	fs.StringVar(&f.stacks, "stacks", "", "chips per seat, comma-separated (overrides --stack)")
	fs.IntVar(&f.cap, "cap", engine.DefaultRules.Cap, "bets a street (bet or completion plus raises), 2 to 8; 0 for no cap")
	fs.BoolVar(&f.headsUpUncapped, "headsup-uncapped", false, "no cap on a betting round that begins with two players")
	fs.BoolVar(&f.openPairDouble, "open-pair-double", false, "allow the big bet on fourth street when a board shows a pair")
	fs.StringVar(&f.bringInTie, "bring-in-tie", "suit", "break a door-card rank tie by suit or seat")
	fs.StringVar(&f.oddChip, "odd-chip", "seat", "odd chip of a split pot to the lowest seat or by suit (seat|suit)")
	fs.StringVar(&f.showOrder, "show-order", "seat", "who shows first: last bettor then seat order, or best board (seat|board)")
	fs.Uint64Var(&f.seed, "seed", 0, "seed for the deal (0: a new one each run)")
}

// table builds and checks the table; every problem is a usage error.
func (f *tableFlags) table(names []string) (engine.Table, error) {
	st, err := engine.ParseStakes(f.stakes)
	if err != nil {
		return engine.Table{}, usageErr("--%v", err)
	}
	if f.players < 2 || f.players > engine.MaxPlayers {
		return engine.Table{}, usageErr("--players %d: a stud table seats 2 to %d", f.players, engine.MaxPlayers)
	}
	if f.stack <= 0 {
		return engine.Table{}, usageErr("--stack %d: must be a positive number of chips", f.stack)
	}
	stacks := make([]int, f.players)
	for i := range stacks {
		stacks[i] = f.stack
	}
	if f.stacks != "" {
		parts := strings.Split(f.stacks, ",")
		if len(parts) != f.players {
			return engine.Table{}, usageErr("--stacks has %d values for %d players", len(parts), f.players)
		}
		for i, p := range parts {
			n, err := strconv.Atoi(strings.TrimSpace(p))
			if err != nil || n <= 0 {
				return engine.Table{}, usageErr("--stacks: %q is not a positive number of chips", p)
			}
			stacks[i] = n
		}
	}
	r := engine.DefaultRules
	r.Cap, r.HeadsUpUncapped, r.OpenPairDouble = f.cap, f.headsUpUncapped, f.openPairDouble
	if err := r.Validate(); err != nil {
		return engine.Table{}, usageErr("--%v", err)
	}
	var err2 error
	if r.BringInTie, err2 = engine.ParseBringInTie(f.bringInTie); err2 != nil {
		return engine.Table{}, usageErr("--%v", err2)
	}
	if r.OddChip, err2 = engine.ParseOddChip(f.oddChip); err2 != nil {
		return engine.Table{}, usageErr("--%v", err2)
	}
	if r.ShowOrder, err2 = engine.ParseShowOrder(f.showOrder); err2 != nil {
		return engine.Table{}, usageErr("--%v", err2)
	}
	t := engine.NewTable(names, stacks, st, r)
	if err := t.Validate(); err != nil {
		return engine.Table{}, usageErr("%v", err)
	}
	return t, nil
}

// seedOrNow picks a seed from the clock when none was given (the engine
// has no clock of its own).
func seedOrNow(s uint64) uint64 {
	if s != 0 {
		return s
	}
	return uint64(time.Now().UnixNano())
}

func simCmd() *cobra.Command {
	var tf tableFlags
	var hands int
	var asJSON, explain bool
	var logFile, botList, level, statsFile string
	cmd := &cobra.Command{
		Use:   "sim",
		Short: "Play many hands between bots and report each seat's play",
		Long: "Play hands between bots (grinder, rock, maniac, station, random) and print a\n" +
			"summary and a table a seat: VPIP, completion/raise rate, showdowns, and the\n" +
			"result in big bets per 100 hands with a 95% confidence interval. Every hand\n" +
			"starts from the given stacks. The same seed deals the same hands and makes\n" +
			"the same decisions.",
		Example: "  razz sim --bots grinder,rock,maniac,station,grinder,rock --hands 20000 --seed 11\n" +
			"  razz sim --explain --hands 1 --seed 3\n" +
			"  razz sim --players 8 --level hard --stats-json stats.json",
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if hands < 1 {
				return usageErr("--hands %d: play at least one hand", hands)
			}
			lv, err := bots.ParseLevel(level)
			if err != nil {
				return usageErr("--level: %v", err)
			}
			var players []bots.Bot
			if botList != "" {
				styles := strings.Split(botList, ",")
				if cmd.Flags().Changed("players") && len(styles) != tf.players {
					return usageErr("--bots names %d bots for --players %d", len(styles), tf.players)
				}
				if len(styles) < 2 || len(styles) > engine.MaxPlayers {
					return usageErr("--bots names %d bots: a stud table seats 2 to %d", len(styles), engine.MaxPlayers)
				}
				if players, err = bots.Seat(styles, lv); err != nil {
					return usageErr("--bots: %v", err)
				}
				tf.players = len(players)
			} else if tf.players >= 2 && tf.players <= engine.MaxPlayers {
				if players, err = bots.Lineup(lv, tf.players, nil); err != nil {
					return usageErr("%v", err)
				}
			}
			names := make([]string, len(players))
			for i, b := range players {
				names[i] = displayName(b)
			}
			t, err := tf.table(names)
			if err != nil {
				return err
			}
			seed := seedOrNow(tf.seed)
			a := &bots.Arena{Table: t, Bots: players, Seed: seed}
			stats := bots.NewStats(t, players)
			var logw *bufio.Writer
			var logClose func() error
			switch {
			case logFile != "":
				// Into a temporary file renamed over FILE at the end: an
				// older log is never left half overwritten.
				f, err := os.CreateTemp(filepath.Dir(logFile), "."+filepath.Base(logFile)+".*.tmp")
				if err != nil {
					return exitError{1, err}
				}
				defer os.Remove(f.Name()) // a no-op once renamed
				logw = bufio.NewWriterSize(f, 1<<16)
				logClose = func() error {
					if err := f.Close(); err != nil {
						return err
					}
					return os.Rename(f.Name(), logFile)
				}
			case asJSON:
				logw = bufio.NewWriterSize(cmd.OutOrStdout(), 1<<16)
			}
			w := cmd.OutOrStdout()
			if asJSON && logFile == "" {
				w = cmd.ErrOrStderr() // standard output carries the logs
			}
			var buf []byte
			a.Observe = func(n int, h *engine.Hand, reasons []bots.SeatReason) {
				stats.Add(h)
				if logw != nil {
					buf = append(h.AppendLogJSON(buf[:0], seed, n), '\n')
					logw.Write(buf)
				}
				if explain {
					bots.Explain(w, n, h, players, reasons)
					fmt.Fprintln(w)
				}
			}
			start := time.Now()
			sum := a.Run(hands)
			elapsed := time.Since(start)
			if logw != nil {
				if err := logw.Flush(); err != nil {
					return exitError{1, err}
				}
			}
			if logClose != nil {
				if err := logClose(); err != nil {
					return exitError{1, err}
				}
			}
			if sum.DecisionErr != nil {
				return exitError{1, sum.DecisionErr}
			}
			printSimSummary(w, sum, seed, elapsed)
			fmt.Fprintln(w)
			printSimStats(w, stats)
			if statsFile != "" {
				if err := writeSimStats(statsFile, stats); err != nil {
					return exitError{1, err}
				}
			}
			return nil
		},
	}
	tf.register(cmd.Flags())
	cmd.Flags().IntVar(&hands, "hands", 1000, "hands to play")
	cmd.Flags().BoolVar(&asJSON, "json", false, "write every hand to standard output as a hand-log line")
	cmd.Flags().StringVar(&logFile, "log", "", "write every hand as a hand-log line to `FILE`")
	cmd.Flags().StringVar(&botList, "bots", "", "the bots, one a seat, comma-separated: "+strings.Join(bots.Styles(), ", ")+" (default: the level's mix for --players)")
	cmd.Flags().StringVar(&level, "level", "normal", "difficulty: the default mix of bots and how often they make mistakes (easy|normal|hard)")
	cmd.Flags().BoolVar(&explain, "explain", false, "print every hand with each bot's reason beside its action")
	cmd.Flags().StringVar(&statsFile, "stats-json", "", "write the per-seat table as a JSON array to `FILE`")
	return cmd
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
	return tui.WriteFileAtomic(file, append(b, '\n'))
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

// display holds the flags every screen shares: --four-color and --ascii.
var display tui.ThemeOptions

func addDisplayFlags(root *cobra.Command) {
	root.PersistentFlags().BoolVar(&display.FourColor, "four-color", false, "four-colour deck: spades black, hearts red, diamonds blue, clubs green")
	root.PersistentFlags().BoolVar(&display.ASCII, "ascii", false, "suits as s h d c instead of ♠ ♥ ♦ ♣")
}

// runTUI opens the trainer on a screen; it returns when the user quits.
func runTUI(o tui.Options) error {
	o.Theme = display
	o.Theme.NoColor = os.Getenv("NO_COLOR") != "" // https://no-color.org
	if err := tui.Run(o); err != nil {
		return exitError{1, fmt.Errorf("the trainer needs a terminal: %v", err)}
	}
	return nil
}

func menuRun(*cobra.Command, []string) error {
	seed := seedOrNow(0)
	// The menu's Play sits at the default table: six players, normal bots.
	tf := tableFlags{players: 6, stakes: engine.DefaultStakes.String(), stack: engine.DefaultStack,
		cap: engine.DefaultRules.Cap, bringInTie: "suit", oddChip: "seat", showOrder: "seat"}
	table, err := tableOptions(&tf, bots.Normal, seed)
	if err != nil {
		return err
	}
	table.Speed, table.Learn = 700*time.Millisecond, newUser()
	return runTUI(tui.Options{Start: tui.ScreenMenu, Table: table, Quiz: tui.QuizOptions{Level: tui.LevelMixed, Seed: seed}})
}

func quizCmd() *cobra.Command {
	var (
		drill, level string
		seed         uint64
		rounds       int
		timed        bool
	)
	cmd := &cobra.Command{
		Use:   "quiz",
		Short: "Drill lows, the bring-in and who acts first",
		Long: "Open the quiz. Drills: compare (which low wins?), bring-in (who brings in?),\n" +
			"first (who acts first?), best-five (best five from seven), name (name that low).\n" +
			"Scores are kept in $XDG_DATA_HOME/razz/stats.json (else ~/.local/share/razz).",
		Example: "  razz quiz\n  razz quiz --drill compare --level hard --rounds 10\n  razz quiz --drill name --timed",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o := tui.QuizOptions{Rounds: rounds, Timed: timed, Seed: seed}
			var err error
			if cmd.Flags().Changed("drill") {
				if o.Drill, err = tui.ParseDrill(drill); err != nil {
					return usageErr("%v", err)
				}
				o.Chosen = true
			}
			if o.Level, err = tui.ParseLevel(level); err != nil {
				return usageErr("%v", err)
			}
			if rounds < 0 {
				return usageErr("--rounds must be 0 (no end) or more, got %d", rounds)
			}
			if timed && rounds > 0 {
				return usageErr("--timed and --rounds do not go together: a timed round lasts %d seconds", tui.TimedSeconds)
			}
			if !cmd.Flags().Changed("seed") {
				o.Seed = seedOrNow(0)
			}
			return runTUI(tui.Options{Start: tui.ScreenQuiz, Quiz: o})
		},
	}
	f := cmd.Flags()
	f.StringVar(&drill, "drill", "", "compare, bring-in, first, best-five or name (default: choose on screen)")
	f.StringVar(&level, "level", "mixed", "easy, medium, hard, or mixed (leans toward what you get wrong)")
	f.Uint64Var(&seed, "seed", 0, "the same seed gives the same questions (default: from the clock)")
	f.IntVar(&rounds, "rounds", 0, "questions in a round, 0 for no end")
	f.BoolVar(&timed, "timed", false, "60 seconds, as many right answers as you can; the best score is kept")
	return cmd
}

func playCmd() *cobra.Command {
	var (
		tf    tableFlags
		level string
		speed time.Duration
		learn bool
	)
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Sit at a Razz table against bots, with every rule explained",
		Long: "Play fixed-limit Razz against rule-based bots. You sit in seat 1. In learning\n" +
			"mode (on for a new user) the trainer explains the bring-in, who acts first on each\n" +
			"street, the limits and the showdown as they happen; otherwise e explains. Finished\n" +
			"hands are appended to history.jsonl in $XDG_DATA_HOME/razz (else ~/.local/share/razz).",
		Example: "  razz play\n  razz play --players 6 --seed 7 --level normal --stakes 5/10/20/40 --stack 1000",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			lv, err := bots.ParseLevel(level)
			if err != nil {
				return usageErr("--level: %v", err)
			}
			if speed < 0 {
				return usageErr("--speed %s: cannot be negative", speed)
			}
			seed := seedOrNow(tf.seed)
			o, err := tableOptions(&tf, lv, seed)
			if err != nil {
				return err
			}
			o.Speed = speed
			o.Learn = learn
			if !cmd.Flags().Changed("learn") {
				o.Learn = newUser()
			}
			return runTUI(tui.Options{Start: tui.ScreenPlay, Table: o, Quiz: tui.QuizOptions{Level: tui.LevelMixed, Seed: seed}})
		},
	}
	tf.register(cmd.Flags())
	f := cmd.Flags()
	f.StringVar(&level, "level", "normal", "the bots: easy, normal or hard")
	f.DurationVar(&speed, "speed", 700*time.Millisecond, "pause between bot actions (0 for none)")
	f.BoolVar(&learn, "learn", false, "learning mode: explanations pop up as the rules apply (default on for a new user)")
	return cmd
}

// tableOptions seats the user in seat 1 and bots of the level after.
func tableOptions(tf *tableFlags, lv bots.Level, seed uint64) (tui.TableOptions, error) {
	if tf.players < 2 || tf.players > engine.MaxPlayers {
		return tui.TableOptions{}, usageErr("--players %d: a stud table seats 2 to %d", tf.players, engine.MaxPlayers)
	}
	lineup, err := bots.Lineup(lv, tf.players-1, rand.New(rand.NewPCG(seed, 0x7ab1e)))
	if err != nil {
		return tui.TableOptions{}, usageErr("%v", err)
	}
	names := []string{"You"}
	for _, b := range lineup {
		names = append(names, displayName(b))
	}
	t, err := tf.table(names)
	if err != nil {
		return tui.TableOptions{}, err
	}
	return tui.TableOptions{Table: t, Bots: lineup, Seed: seed,
		// A busted bot's seat goes to a newcomer drawn from the level's
		// whole mix, with a name nobody at the table has.
		NewBot: func(seat, hand int, taken []string) (bots.Bot, string) {
			bs, err := bots.Lineup(lv, engine.MaxPlayers, rand.New(rand.NewPCG(seed^uint64(seat), uint64(hand))))
			if err != nil || len(bs) == 0 {
				return bots.Caller{Name: "Cal"}, "Cal"
			}
			for _, b := range bs {
				if !slices.Contains(taken, displayName(b)) {
					return b, displayName(b)
				}
			}
			return bs[0], displayName(bs[0])
		}}, nil
}

func displayName(b bots.Bot) string {
	if n, ok := b.(bots.Named); ok && n.DisplayName() != "" {
		return n.DisplayName()
	}
	return b.Style()
}

// newUser: nobody has played a hand here yet (no history file).
func newUser() bool {
	dir, err := tui.DataDir()
	if err != nil {
		return true
	}
	_, err = os.Stat(filepath.Join(dir, tui.HistoryFile))
	return err != nil
}

func replayCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "replay [FILE]",
		Short: "Check hand logs by playing them through the rules",
		Long: "Read hand logs (one JSON object a line, as razz sim --json and the table's\n" +
			"history.jsonl write them) and replay each through the engine: the same player to\n" +
			"act at every step, the same amounts, lows and stacks. Prints one line a hand and\n" +
			"the first action that does not fit, with the reason. With no FILE, standard input.",
		Example: "  razz replay ~/.local/share/razz/history.jsonl\n  razz sim --hands 100 --json 2>/dev/null | razz replay",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			in := cmd.InOrStdin()
			if len(args) == 1 {
				f, err := os.Open(args[0])
				if err != nil {
					return exitError{1, err}
				}
				defer f.Close()
				in = f
			}
			out := bufio.NewWriter(cmd.OutOrStdout())
			defer out.Flush()
			sc := bufio.NewScanner(in)
			sc.Buffer(make([]byte, 64<<10), 1<<22)
			failed := false
			for n := 1; sc.Scan(); n++ {
				if strings.TrimSpace(sc.Text()) == "" {
					continue
				}
				l, err := engine.ParseLog(sc.Bytes())
				if err == nil {
					var h *engine.Hand
					if h, err = engine.Replay(l); err == nil {
						fmt.Fprintf(out, "line %d: hand %d fits the rules: %s\n", n, l.Hand, replaySummary(h))
						continue
					}
				}
				failed = true
				fmt.Fprintf(out, "line %d: %v\n", n, err)
			}
			if err := sc.Err(); err != nil {
				return exitError{1, err}
			}
			if failed {
				return errReported
			}
			return nil
		},
	}
}

// replaySummary says who won what: "seat 3 won 120 (7-5-4-3-2)".
func replaySummary(h *engine.Hand) string {
	lows := map[int]engine.Low{}
	if sd := h.Showdown(); sd != nil {
		for _, s := range sd.Order {
			lows[s.Seat] = s.Eval.Low
		}
	}
	var parts []string
	for _, a := range h.Awards() {
		p := fmt.Sprintf("seat %d won %d", a.Seat, a.Amount)
		if l, ok := lows[a.Seat]; ok {
			p += " (" + l.Dashed() + ")"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, ", ")
}
