// Command razz is a terminal trainer for fixed-limit Razz. This file is the
// command line's wiring and nothing else: it declares the commands and
// their flags and hands the work to tui/cli (the non-interactive commands)
// or tui (the screens).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"charm.land/fang/v2"
	"github.com/spf13/cobra"

	"razz/bots"
	"razz/tui"
	"razz/tui/cli"
	quizdrill "razz/tui/drill"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// run executes the command line and returns the exit status.
func run(args []string, in io.Reader, out, errw io.Writer) int {
	root := rootCmd()
	root.SetArgs(args)
	root.SetIn(in)
	root.SetOut(&cli.TrimSpaceWriter{W: out}) // fang pads --help's lines with spaces
	root.SetErr(errw)
	err := fang.Execute(context.Background(), root,
		fang.WithoutManpage(),
		fang.WithErrorHandler(func(w io.Writer, _ fang.Styles, err error) {
			if !errors.Is(err, cli.ErrReported) {
				fmt.Fprintln(w, "razz: "+cli.OneLine(err.Error()))
			}
		}))
	return cli.ExitCode(err)
}

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
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return cli.FlagError(err) })
	root.AddCommand(evalCmd(), compareCmd(), simCmd(), quizCmd(), playCmd(), replayCmd(),
		equityCmd(), oddsCmd(), reviewCmd(), historyCmd())
	return root
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
			return cli.Eval(args, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr(), asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "write one JSON object a hand")
	return cmd
}

func equityCmd() *cobra.Command {
	var o cli.EquityOptions
	cmd := &cobra.Command{
		Use:   `equity [flags] "HAND" "HAND"...`,
		Short: "Each hand's share of the pot at showdown, exact where it can be",
		Long: "Each hand's equity (its expected share of the pot: wins plus split shares), win\n" +
			"and tie chances. A HAND is the cards known for one player, in quotes, 1 to 7:\n" +
			"for your own seat your cards, for an opponent its up cards. Every hand is dealt\n" +
			"the rest of seven cards from the cards not seen; --dead are other cards seen.\n" +
			"Exact when the count fits about two seconds, else sampled on every core.\n" +
			"With no hands, read one spot a line from standard input as JSON:\n" +
			`{"hands":["As 2h 3d","Kc Qd Js"],"dead":"4c"}.`,
		Example: `  razz equity "As 2h 3d" "Kc Qd Js"` + "\n" +
			`  razz equity --dead "8c 9d" "As 2d 4d 9c 7s" "Ad 3c 6h 8s" "2s 4s 5c 7d"` + "\n" +
			`  razz equity --trials 1000000 --seed 7 "As 2h 3d" "4c" "7h"`,
		PreRunE: func(cmd *cobra.Command, _ []string) error {
			return cli.CheckEquityFlags(o, cmd.Flags().Changed("trials"))
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.SeedSet = cmd.Flags().Changed("seed")
			return cli.Equity(o, args, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	f := cmd.Flags()
	f.StringVar(&o.Dead, "dead", "", "other cards seen (folded boards), in quotes")
	f.BoolVar(&o.Exact, "exact", false, "count every deal exactly, however long it takes")
	f.IntVar(&o.Trials, "trials", 0, "sample `N` deals instead of counting")
	f.Uint64Var(&o.Seed, "seed", 0, "the sampler's seed (default: from the clock)")
	f.BoolVar(&o.JSON, "json", false, "write the result as one JSON object")
	return cmd
}

func oddsCmd() *cobra.Command {
	var o cli.OddsOptions
	cmd := &cobra.Command{
		Use:   "odds [flags] CARDS",
		Short: "The exact chance of finishing with each low, from 3 to 6 cards",
		Long: "From 3 to 6 known cards, the exact chance of ending with each best low by its\n" +
			"top card (a wheel, a six, ... a king) or paired, and of this or better. --dead\n" +
			"are other cards seen. With no cards, read one question a line from standard\n" +
			`input as JSON: {"cards":"As 2h 3d","dead":"4c"}.`,
		Example: `  razz odds "As 2h 3d"` + "\n" + `  razz odds --dead "4c 5d Kh" --json As 2h 3d`,
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.Odds(o, args, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	cmd.Flags().StringVar(&o.Dead, "dead", "", "other cards seen (folded boards), in quotes")
	cmd.Flags().BoolVar(&o.JSON, "json", false, "write the result as one JSON object")
	return cmd
}

func compareCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:     `compare "HAND A" "HAND B"`,
		Short:   "Say which of two lows wins, and why",
		Example: `  razz compare "7h 5c 4d 2s As 9c Kd" "8c 6d 4s 3h 2c Qh Jd"`,
		Args:    func(_ *cobra.Command, args []string) error { return cli.CompareArgs(args) },
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.Compare(args, cmd.OutOrStdout(), asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "write the result as one JSON object")
	return cmd
}

func simCmd() *cobra.Command {
	var o cli.SimOptions
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
			o.PlayersSet = cmd.Flags().Changed("players")
			return cli.Sim(o, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	o.Table.Register(cmd.Flags())
	f := cmd.Flags()
	f.IntVar(&o.Hands, "hands", 1000, "hands to play")
	f.BoolVar(&o.JSON, "json", false, "write every hand to standard output as a hand-log line")
	f.StringVar(&o.Log, "log", "", "write every hand as a hand-log line to `FILE`")
	f.StringVar(&o.Bots, "bots", "", "the bots, one a seat, comma-separated: "+cli.BotStyles()+" (default: the level's mix for --players)")
	f.StringVar(&o.Level, "level", "normal", "difficulty: the default mix of bots and how often they make mistakes (easy|normal|hard)")
	f.BoolVar(&o.Explain, "explain", false, "print every hand with each bot's reason beside its action")
	f.StringVar(&o.StatsJSON, "stats-json", "", "write the per-seat table as a JSON array to `FILE`")
	return cmd
}

// display holds the flags every screen shares: --four-color and --ascii.
var display tui.ThemeOptions

func addDisplayFlags(root *cobra.Command) {
	root.PersistentFlags().BoolVar(&display.FourColor, "four-color", false, "a four-colour deck: spades black, hearts red, diamonds blue, clubs green")
	root.PersistentFlags().BoolVar(&display.ASCII, "ascii", false, "suits as s h d c instead of ♠ ♥ ♦ ♣")
}

// runTUI opens the trainer on a screen; it returns when the user quits.
// The remembered settings give --ascii and --four-color unless the flag
// was given.
func runTUI(cmd *cobra.Command, pr cli.Prefs, o tui.Options) error {
	o.Theme = display
	if !cmd.Flags().Changed("ascii") {
		o.Theme.ASCII = pr.ASCII
	}
	if !cmd.Flags().Changed("four-color") {
		o.Theme.FourColor = pr.FourColor
	}
	o.Theme.NoColor = os.Getenv("NO_COLOR") != "" // https://no-color.org
	o.Settings, o.Notice = pr.File, pr.Problem.String()
	err := tui.Run(o)
	if pr.Problem != nil { // said on screen; said again where it stays readable
		fmt.Fprintln(cmd.ErrOrStderr(), "razz: "+pr.Problem.String())
	}
	if err != nil {
		return cli.Failed(fmt.Errorf("the trainer needs a terminal: %v", err))
	}
	return nil
}

// tableOptions seats the user at the table the flags describe.
func tableOptions(tf *cli.TableFlags, lv bots.Level, seed uint64) (tui.TableOptions, error) {
	pt, err := cli.NewPlayTable(tf, lv, seed)
	if err != nil {
		return tui.TableOptions{}, err
	}
	return tui.TableOptions{Table: pt.Table, Bots: pt.Bots, NewBot: pt.NewBot, Seed: seed, FirstHand: cli.NextHandNumber()}, nil
}

func menuRun(cmd *cobra.Command, _ []string) error {
	seed := cli.SeedOrNow(0)
	pr := cli.LoadPrefs()
	// The menu's Play sits at the default table with the remembered bots,
	// speed and learning mode.
	tf := cli.DefaultTableFlags()
	table, err := tableOptions(&tf, pr.BotLevel(), seed)
	if err != nil {
		return err
	}
	table.Speed, table.Learn = time.Duration(pr.Speed), pr.Learn
	return runTUI(cmd, pr, tui.Options{Start: tui.ScreenMenu, Table: table, Quiz: tui.QuizOptions{Level: quizdrill.Mixed, Seed: seed}})
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
				if o.Drill, err = quizdrill.Parse(drill); err != nil {
					return cli.Usage("--drill: %v", err)
				}
				o.Chosen = true
			}
			if o.Level, err = quizdrill.ParseDifficulty(level); err != nil {
				return cli.Usage("--level wants easy, medium, hard or mixed, not %q", level)
			}
			if rounds < 0 {
				return cli.Usage("--rounds must be 0 (no end) or more, got %d", rounds)
			}
			if timed && rounds > 0 {
				return cli.Usage("--timed and --rounds do not go together: a timed round lasts %d seconds", tui.TimedSeconds)
			}
			if !cmd.Flags().Changed("seed") {
				o.Seed = cli.SeedOrNow(0)
			}
			return runTUI(cmd, cli.LoadPrefs(), tui.Options{Start: tui.ScreenQuiz, Quiz: o})
		},
	}
	f := cmd.Flags()
	f.StringVar(&drill, "drill", "", "one of compare, bring-in, first, best-five or name (default: choose on screen)")
	f.StringVar(&level, "level", "mixed", "one of easy, medium, hard or mixed (mixed leans toward what you get wrong)")
	f.Uint64Var(&seed, "seed", 0, "the same seed gives the same questions (default: from the clock)")
	f.IntVar(&rounds, "rounds", 0, "questions in a round, 0 for no end")
	f.BoolVar(&timed, "timed", false, "60 seconds, as many right answers as you can; the best score is kept")
	return cmd
}

func playCmd() *cobra.Command {
	var (
		tf    cli.TableFlags
		level string
		speed time.Duration
		learn bool
		coach bool
	)
	cmd := &cobra.Command{
		Use:   "play",
		Short: "Sit at a Razz table against bots, with every rule explained",
		Long: "Play fixed-limit Razz against rule-based bots. You sit in seat 1. In learning\n" +
			"mode (on until you turn it off) the trainer explains the bring-in, who acts first on each\n" +
			"street, the limits and the showdown as they happen; otherwise e explains. h asks the\n" +
			"coach about the decision in front of you; v after a hand reviews your decisions. Finished\n" +
			"hands are appended to history.jsonl in $XDG_DATA_HOME/razz (else ~/.local/share/razz).",
		Example: "  razz play\n  razz play --players 6 --seed 7 --level normal --stakes 5/10/20/40 --stack 1000",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			// Every flag is checked before the settings are read and the
			// terminal opens; flags given override the settings for this run.
			lv, err := bots.ParseLevel(level)
			if err != nil {
				return cli.Usage("--level wants easy, normal or hard, not %q", level)
			}
			if speed < 0 {
				return cli.Usage("--speed wants a duration such as 300ms, or 0, not %s", speed)
			}
			if err := tf.Check(); err != nil {
				return err
			}
			pr := cli.LoadPrefs()
			given := cmd.Flags().Changed
			if !given("level") {
				lv = pr.BotLevel()
			}
			if !given("speed") {
				speed = time.Duration(pr.Speed)
			}
			if !given("learn") {
				learn = pr.Learn
			}
			if !given("coach") {
				coach = pr.Coach
			}
			seed := cli.SeedOrNow(tf.Seed)
			o, err := tableOptions(&tf, lv, seed)
			if err != nil {
				return err
			}
			o.Speed, o.Learn, o.Coach = speed, learn, coach
			return runTUI(cmd, pr, tui.Options{Start: tui.ScreenPlay, Table: o, Quiz: tui.QuizOptions{Level: quizdrill.Mixed, Seed: seed}})
		},
	}
	tf.Register(cmd.Flags())
	f := cmd.Flags()
	f.StringVar(&level, "level", "normal", "the bots: easy, normal or hard (default: as remembered in settings.json)")
	f.DurationVar(&speed, "speed", 700*time.Millisecond, "pause between bot actions, 0 for none (default: as remembered)")
	f.BoolVar(&learn, "learn", true, "learning mode: explanations pop up as the rules apply; L at the table turns it off and on and is remembered")
	f.BoolVar(&coach, "coach", false, "in learning mode, the coach's advice opens by itself each time you act; h asks for it any time (default: as in settings.json)")
	return cmd
}

func replayCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "replay [FILE]",
		Short: "Check hand logs by playing them through the rules",
		Long: "Read hand logs (one JSON object a line, as razz sim --json and the table's\n" +
			"history.jsonl write them), PokerStars-format Razz text or PHH (.phh, .phhs) and\n" +
			"replay each hand through the engine: the same player to act at every step, the\n" +
			"same amounts, lows and stacks. Prints one line a hand and the first action that\n" +
			"does not fit, with the reason. With no FILE, standard input.",
		Example: "  razz replay ~/.local/share/razz/history.jsonl\n  razz sim --hands 100 --json 2>/dev/null | razz replay\n  razz replay hands.phhs",
		Args:    cli.AtMostOneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			file := ""
			if len(args) == 1 {
				file = args[0]
			}
			return cli.Replay(file, cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
}

func reviewCmd() *cobra.Command {
	var o cli.ReviewOptions
	cmd := &cobra.Command{
		Use:   "review [FILE]",
		Short: "The coach goes over your decisions in hand logs",
		Long: "Review every decision of one seat in hand logs (your history by default, - for\n" +
			"standard input): the cards as they were, your action, the coach's advice with its\n" +
			"reason, equity and pot odds; a costly difference is a mistake with its estimated\n" +
			"cost in big bets. Antes and a forced bring-in are not decisions. A summary ends it.\n" +
			"--json writes one object a decision instead: hand, action_index (its place in the\n" +
			"log's actions, from 0), street, action, equity, pot_odds, advice, reason, mistake, cost_bb.",
		Example: "  razz review\n  razz sim --hands 20 --json 2>/dev/null | razz review - --seat 3\n  razz review history.jsonl --json",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				o.File = args[0]
			}
			return cli.Review(o, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	f := cmd.Flags()
	f.IntVar(&o.Seat, "seat", 1, "the seat to review (you sit in seat 1 at the table)")
	f.BoolVar(&o.JSON, "json", false, "one JSON object a decision")
	f.BoolVar(&o.ASCII, "ascii", false, "suits as s h d c instead of ♠ ♥ ♦ ♣")
	return cmd
}

func historyCmd() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "history",
		Short: "List, export and import saved hands (PokerStars text, PHH)",
		Long: "The hands you played are saved in history.jsonl in $XDG_DATA_HOME/razz (else\n" +
			"~/.local/share/razz). List them, export them for a tracker (PokerStars-format\n" +
			"text, read by FPDB) or for PokerKit (PHH), or import hands from either.",
		Args: cobra.NoArgs,
	}
	var asJSON bool
	list := &cobra.Command{
		Use:   "list [FILE]",
		Short: "One line per saved hand: time, players, your result, how it ended",
		Long: "One line per hand of your history (or of FILE, hand logs, PokerStars text or\n" +
			"PHH): its number, when it ended, the players, your result in chips and big bets,\n" +
			"and how it ended.",
		Example: "  razz history list\n  razz history list --json | tail -3",
		Args:    cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.HistoryList(firstArg(args), asJSON, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	list.Flags().BoolVar(&asJSON, "json", false, "one JSON object per hand")
	var o cli.ExportOptions
	export := &cobra.Command{
		Use:   "export [FILE]",
		Short: "Write saved hands as hand logs, PokerStars text or PHH",
		Long: "Write the hands of your history (or of FILE, any hand-log file) to standard\n" +
			"output: jsonl (hand logs as saved), pokerstars (the text PokerStars writes for\n" +
			"Razz, which FPDB and other trackers import) or phh (PokerKit's hand-history\n" +
			"format, one [n] section a hand). PHH's Razz caps a street at four bets and has\n" +
			"no community card: other hands are left out with a line on standard error.",
		Example: "  razz history export --format pokerstars > razz.txt\n" +
			"  razz history export --format phh --from 100 --to 199 > hands.phhs\n" +
			"  razz sim --hands 50 --json 2>/dev/null | razz history export --format pokerstars -",
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.HistoryExport(firstArg(args), o, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	}
	f := export.Flags()
	f.StringVar(&o.Format, "format", "jsonl", "jsonl, pokerstars or phh")
	f.IntVar(&o.From, "from", 0, "first hand number to export (0: from the first)")
	f.IntVar(&o.To, "to", 0, "last hand number to export (0: to the last)")
	f.StringVar(&o.Hero, "hero", cli.Hero, "pokerstars: the player whose down cards are dealt face up")
	f.BoolVar(&o.AllCards, "all-cards", false, "pokerstars: every player's down cards, not just the hero's")
	imp := &cobra.Command{
		Use:   "import FILE",
		Short: "Add hands from PHH or PokerStars text to your history",
		Long: "Read PHH (.phh, .phhs, as PokerKit writes them) or PokerStars-format Razz text,\n" +
			"check every hand against the rules (the same replay as razz replay), and add\n" +
			"those that fit to your history, marked with their source. Hands that do not\n" +
			"fit are listed with the reason; a hand imported before is not added again.\n" +
			"Down cards the file does not show (a folded opponent's) get stand-ins: the\n" +
			"highest cards nobody was seen holding.",
		Example: "  razz history import hands.phhs\n  razz history import ~/PokerStars/HandHistory/Razz.txt",
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) != 1 {
				return cli.Usage("import needs one FILE (got %d arguments)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.HistoryImport(args[0], cmd.InOrStdin(), cmd.OutOrStdout())
		},
	}
	cmd.AddCommand(list, export, imp)
	return cmd
}

func firstArg(args []string) string {
	if len(args) > 0 {
		return args[0]
	}
	return ""
}
