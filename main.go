// Command razz is a terminal trainer for fixed-limit Razz. This file is the
// command line's wiring and nothing else: it declares the commands and their
// flags and hands the work to tui/cli, tui (the screens) or tui/serve. It may
// import those, tui/drill (the quiz's levels), tui/meter (a long command's
// progress line), tui/follow (history import --follow's live line) and
// cobra; never engine or bots.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"time"

	"charm.land/fang/v2"
	"github.com/spf13/cobra"

	"razz/tui"
	"razz/tui/cli"
	quizdrill "razz/tui/drill"
	"razz/tui/follow"
	"razz/tui/meter"
	"razz/tui/serve"
)

func main() { os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) }

// run executes the command line and returns the exit status.
func run(args []string, in io.Reader, out, errw io.Writer) int {
	root := rootCmd()
	root.SetArgs(args)
	root.SetIn(in)
	root.SetOut(&cli.TrimSpaceWriter{W: out}) // fang pads --help's lines with spaces
	root.SetErr(errw)
	cli.ShortCompletion(root) // after SetOut: the completion command writes where root does when it is made
	cli.WrapFlagHelp(root, 80)
	err := fang.Execute(context.Background(), root,
		fang.WithErrorHandler(func(w io.Writer, _ fang.Styles, err error) {
			if !errors.Is(err, cli.ErrReported) {
				fmt.Fprintln(w, "razz: "+cli.OneLine(err.Error()))
			}
		}))
	return cli.ExitCode(err)
}

func rootCmd() *cobra.Command {
	root := cli.Document("razz", &cobra.Command{Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return trainerRun(cmd, tui.ScreenMenu) }})
	addDisplayFlags(root)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return cli.FlagError(err) })
	root.SetHelpCommand(cli.HelpCmd(root))
	root.AddCommand(evalCmd(), compareCmd(), simCmd(), quizCmd(), playCmd(), replayCmd(),
		equityCmd(), oddsCmd(), startsCmd(), reviewCmd(), practiceCmd(), historyCmd(), settingsCmd(), warmupCmd(), serveCmd(), learnCmd())
	return root
}

func evalCmd() *cobra.Command {
	var asJSON bool
	cmd := cli.Document("eval", &cobra.Command{
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.Eval(args, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr(), asJSON)
		},
	})
	cmd.Flags().BoolVar(&asJSON, "json", false, "write one JSON object a hand")
	return cmd
}

func equityCmd() *cobra.Command {
	var o cli.EquityOptions
	cmd := cli.Document("equity", &cobra.Command{
		PreRunE: func(cmd *cobra.Command, _ []string) error {
			return cli.CheckEquityFlags(o, cmd.Flags().Changed("trials"))
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.SeedSet = cmd.Flags().Changed("seed")
			return cli.Equity(o, args, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	})
	f := cmd.Flags()
	f.StringVar(&o.Dead, "dead", "", "other cards seen (folded boards), in quotes")
	f.BoolVar(&o.Exact, "exact", false, "count every deal exactly, however long it takes")
	f.IntVar(&o.Trials, "trials", 0, "sample N deals instead of counting")
	f.Uint64Var(&o.Seed, "seed", 0, "the sampler's seed (default: from the clock)")
	f.BoolVar(&o.JSON, "json", false, "write the result as one JSON object")
	return cmd
}

func oddsCmd() *cobra.Command {
	var o cli.OddsOptions
	cmd := cli.Document("odds", &cobra.Command{
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.Odds(o, args, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	})
	cmd.Flags().StringVar(&o.Dead, "dead", "", "other cards seen (folded boards), in quotes")
	cmd.Flags().BoolVar(&o.JSON, "json", false, "write the result as one JSON object")
	return cmd
}

func startsCmd() *cobra.Command {
	var o cli.StartsOptions
	cmd := cli.Document("starts", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return cli.Starts(o, cmd.OutOrStdout()) },
	})
	cmd.Flags().IntVar(&o.Opponents, "opponents", 1, "random hands against each start, 1 to 7")
	cmd.Flags().StringVar(&o.Dead, "dead", "", "cards showing out of the deck (folded boards), in quotes")
	cmd.Flags().BoolVar(&o.JSON, "json", false, "one JSON object a start (down pair and door card)")
	return cmd
}

func compareCmd() *cobra.Command {
	var asJSON bool
	cmd := cli.Document("compare", &cobra.Command{
		Args: func(_ *cobra.Command, args []string) error { return cli.CompareArgs(args) },
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.Compare(args, cmd.OutOrStdout(), asJSON)
		},
	})
	cmd.Flags().BoolVar(&asJSON, "json", false, "write the result as one JSON object")
	return cmd
}

func simCmd() *cobra.Command {
	var o cli.SimOptions
	cmd := cli.Document("sim", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.PlayersSet = cmd.Flags().Changed("players")
			o.ASCII = display.ASCII
			return cli.Sim(o, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	})
	o.Table.Register(cmd.Flags())
	f := cmd.Flags()
	f.IntVar(&o.Hands, "hands", 1000, "hands to play")
	f.BoolVar(&o.JSON, "json", false, "write every hand to standard output as a hand-log line")
	f.StringVar(&o.Log, "log", "", "write every hand as a hand-log line to `FILE`")
	f.StringVar(&o.Bots, "bots", "", "the bots, one a seat, comma-separated: "+cli.BotStyles()+" (default: the level's mix for --players)")
	f.StringVar(&o.Level, "level", "normal", "difficulty: the default mix of bots and how often they make mistakes (easy|normal|hard)")
	f.BoolVar(&o.Explain, "explain", false, "print every hand with each bot's reason beside its action")
	f.StringVar(&o.StatsJSON, "stats-json", "", "write the per-seat table as a JSON array to `FILE`")
	f.BoolVar(&o.Session, "session", false, "play one session: stacks carry over from hand to hand, a bot that goes broke is replaced")
	return cmd
}

// display holds the flags every screen shares: --four-color and --ascii.
var display tui.ThemeOptions

func addDisplayFlags(root *cobra.Command) {
	root.PersistentFlags().BoolVar(&display.FourColor, "four-color", false, "a four-colour deck (♦ blue, ♣ green)")
	root.PersistentFlags().BoolVar(&display.ASCII, "ascii", false, "suits as s h d c instead of ♠ ♥ ♦ ♣")
}

// runTUI opens the trainer on a screen; it returns when the user quits.
func runTUI(cmd *cobra.Command, pr cli.Prefs, o tui.Options) error {
	o.Theme = display
	pr.Display(cmd.Flags().Changed, &o.Theme.ASCII, &o.Theme.FourColor)
	o.Theme.NoColor = os.Getenv("NO_COLOR") != ""       // https://no-color.org
	o.Settings, o.Notice = pr.File, pr.Problem.String() // said on screen, whole, with the other notices
	err := openTrainer(o)
	var noTTY *fs.PathError // Bubble Tea could not open the terminal
	switch {
	case errors.As(err, &noTTY):
		return cli.Failed(fmt.Errorf("the trainer's screens need a terminal and none is open here (%s: %v); from a script or a screen reader use the plain mode: razz play --plain, razz quiz --plain or razz learn --plain", noTTY.Path, noTTY.Err))
	case err != nil:
		return cli.Failed(fmt.Errorf("the trainer stopped: %v", err))
	}
	return nil
}

// openTrainer runs the trainer's screens until the user quits (tests see
// the options each command opens them with).
var openTrainer = tui.Run

// playOptions are the screens' options for a table set up by cli.Play.
func playOptions(start tui.ScreenID, s cli.PlaySetup) tui.Options {
	return tui.Options{Start: start, Quiz: tui.QuizOptions{Level: quizdrill.Mixed, Seed: s.Seed}, Learn: tui.LearnOptions{Seed: s.Seed},
		Table: tui.TableOptions{Table: s.Table, Bots: s.Bots, NewBot: s.NewBot, Seed: s.Seed, FirstHand: s.FirstHand,
			Speed: s.Speed, Learn: s.Learn, Coach: s.Coach, AutoDeal: s.AutoDeal}}
}

// trainerRun opens the trainer on a screen (the menu, History), with the
// menu's Play at the default table.
func trainerRun(cmd *cobra.Command, start tui.ScreenID) error {
	s, err := defaultTable()
	if err != nil {
		return err
	}
	return runTUI(cmd, s.Prefs, playOptions(start, s))
}

// defaultTable is the table the menu's Play and the warm-up sit at when no
// play flag set one: the default table with the remembered bots, speed,
// learning mode and coach. Every command that opens the trainer's screens
// sets it up, whichever screen it opens on, since the menu is a q away.
func defaultTable() (cli.PlaySetup, error) {
	return cli.Play(cli.PlayFlags{Table: cli.DefaultTableFlags(), Level: "normal"}, func(string) bool { return false })
}

func quizCmd() *cobra.Command {
	var f cli.QuizFlags
	var plainQuiz bool
	cmd := cli.Document("quiz", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := cli.Quiz(f, cmd.Flags().Changed, tui.TimedSeconds)
			if err != nil {
				return err
			}
			if plainQuiz {
				ascii := display.ASCII
				if !cmd.Flags().Changed("ascii") {
					ascii = s.Prefs.ASCII
				}
				return cli.Home{}.PlainQuiz(s, ascii, cmd.InOrStdin(), cmd.OutOrStdout())
			}
			tab, err := defaultTable()
			if err != nil {
				return err
			}
			o := playOptions(tui.ScreenQuiz, tab)
			o.Quiz = tui.QuizOptions{Drill: s.Drill, Chosen: s.Drill != nil, Level: s.Level, Seed: s.Seed, Rounds: s.Rounds, Timed: s.Timed}
			return runTUI(cmd, s.Prefs, o)
		},
	})
	fs := cmd.Flags()
	fs.StringVar(&f.Drill, "drill", "", "one of "+cli.DrillIDs()+" (default: choose on screen)")
	fs.StringVar(&f.Level, "level", "mixed", "one of easy, normal, hard or mixed (mixed leans toward what you get wrong)")
	fs.Uint64Var(&f.Seed, "seed", 0, "the same seed gives the same questions (default: from the clock)")
	fs.IntVar(&f.Rounds, "rounds", 0, "questions in a round, 0 for no end")
	fs.BoolVar(&plainQuiz, "plain", false, "plain text, one line at a time, for screen readers and scripts (reads answers from standard input)")
	fs.BoolVar(&f.Timed, "timed", false, "60 seconds, as many right answers as you can; the best score is kept")
	return cmd
}

func learnCmd() *cobra.Command {
	var lesson string
	var seed uint64
	var plain bool
	cmd := cli.Document("learn", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			s, err := cli.Learn(lesson, seed, cmd.Flags().Changed)
			if err != nil {
				return err
			}
			if !plain {
				p, err := cli.Play(cli.PlayFlags{Table: cli.DefaultTableFlags(), Level: "normal"}, func(string) bool { return false })
				if err != nil {
					return err
				}
				o := playOptions(tui.ScreenLearn, p)
				o.Learn = tui.LearnOptions{Lesson: s.Lesson, Seed: s.Seed} // --seed's, or the clock's
				return runTUI(cmd, p.Prefs, o)
			}
			ascii := display.ASCII
			if !cmd.Flags().Changed("ascii") {
				ascii = cli.LoadPrefs().ASCII
			}
			return cli.Home{}.PlainLearn(s, ascii, cmd.InOrStdin(), cmd.OutOrStdout())
		},
	})
	fs := cmd.Flags()
	fs.StringVar(&lesson, "lesson", "", "open this lesson first: its number on the path or its name")
	fs.Uint64Var(&seed, "seed", 0, "the same seed gives the same exercise questions (default: from the clock)")
	fs.BoolVar(&plain, "plain", false, "plain text, one line at a time, for screen readers and scripts (reads answers from standard input)")
	return cmd
}

func playCmd() *cobra.Command {
	var f cli.PlayFlags
	var plain bool
	var hands int
	cmd := cli.Document("play", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := cli.CheckPlain(plain, hands, cmd.Flags().Changed("hands")); err != nil {
				return err
			}
			s, err := cli.Play(f, cmd.Flags().Changed)
			if err != nil {
				return err
			}
			if plain {
				ascii := display.ASCII
				if !cmd.Flags().Changed("ascii") {
					ascii = s.Prefs.ASCII
				}
				return cli.Home{}.PlainPlay(s, hands, ascii, cmd.InOrStdin(), cmd.OutOrStdout())
			}
			return runTUI(cmd, s.Prefs, playOptions(tui.ScreenPlay, s))
		},
	})
	cmd.Flags().BoolVar(&plain, "plain", false, "plain text, one line an event, for screen readers and scripts (reads actions from standard input)")
	cmd.Flags().IntVar(&hands, "hands", 0, "with --plain: hands to play, 0 until you quit")
	f.Table.Register(cmd.Flags())
	fs := cmd.Flags()
	fs.StringVar(&f.Level, "level", "normal", "the bots: easy, normal or hard (default: as remembered in settings.json)")
	fs.DurationVar(&f.Speed, "speed", 700*time.Millisecond, "pause between bot actions, 0 for none (default: as remembered in settings.json)")
	fs.BoolVar(&f.Learn, "learn", true, "learning mode: explanations pop up as the rules apply; L at the table turns it off and on (default: as remembered in settings.json)")
	fs.BoolVar(&f.Coach, "coach", false, "in learning mode, the coach's advice opens by itself each time you act; h asks for it any time (default: as remembered in settings.json)")
	for _, name := range []string{"level", "speed", "learn", "coach"} {
		fs.Lookup(name).DefValue = "" // what settings.json remembers, as the description says: no second default
	}
	return cmd
}

func warmupCmd() *cobra.Command {
	var minutes int
	cmd := cli.Document("warmup", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if minutes < 2 || minutes > 60 {
				return cli.Usage("--minutes %d: a warm-up lasts 2 to 60 minutes", minutes)
			}
			s, err := defaultTable()
			if err != nil {
				return err
			}
			o := playOptions(tui.ScreenWarmup, s)
			o.Warmup = tui.WarmupOptions{Minutes: minutes, Seed: s.Seed}
			return runTUI(cmd, s.Prefs, o)
		},
	})
	cmd.Flags().IntVar(&minutes, "minutes", 10, "how long, 2 to 60: half quiz, half hands")
	return cmd
}

func settingsCmd() *cobra.Command {
	return cli.Document("settings", &cobra.Command{
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.Home{}.Settings(args, cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	})
}

func replayCmd() *cobra.Command {
	return cli.Document("replay", &cobra.Command{
		Args: cli.AtMostOneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.Replay(cli.FirstArg(args), cmd.InOrStdin(), cmd.OutOrStdout())
		},
	})
}

func practiceCmd() *cobra.Command {
	var o cli.PracticeOptions
	cmd := cli.Document("practice", &cobra.Command{
		Args: cli.AtMostOneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.File = cli.FirstArg(args)
			hands, err := cli.PracticeHands(o, cmd.InOrStdin())
			if err != nil {
				return err
			}
			s, err := defaultTable()
			if err != nil {
				return err
			}
			po := playOptions(tui.ScreenPractice, s)
			po.Practice = hands
			return runTUI(cmd, s.Prefs, po)
		},
	})
	cmd.Flags().IntVar(&o.Hand, "hand", 0, "practise hand N alone: its number in your history, or its place among FILE's Razz hands (from 1)")
	return cmd
}

func reviewCmd() *cobra.Command {
	var o cli.ReviewOptions
	cmd := cli.Document("review", &cobra.Command{
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.File = cli.FirstArg(args)
			return cli.Review(o, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	})
	f := cmd.Flags()
	f.IntVar(&o.Seat, "seat", 0, "the seat to review (default: yours: seat 1 at the table, the hero of an imported hand)")
	f.BoolVar(&o.JSON, "json", false, "one JSON object a decision")
	f.BoolVar(&o.ASCII, "ascii", false, "suits as s h d c instead of ♠ ♥ ♦ ♣")
	return cmd
}

func historyCmd() *cobra.Command {
	cmd := cli.Document("history", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return trainerRun(cmd, tui.ScreenHistory) },
	})
	var asJSON bool
	list := cli.Document("history list", &cobra.Command{
		Args: cli.AtMostOneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.HistoryList(cli.FirstArg(args), asJSON, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	})
	list.Flags().BoolVar(&asJSON, "json", false, "one JSON object per hand")
	var o cli.ExportOptions
	var importHero string
	export := cli.Document("history export", &cobra.Command{
		Args: cli.AtMostOneFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			return cli.HistoryExport(cli.FirstArg(args), o, cmd.InOrStdin(), cmd.OutOrStdout(), cmd.ErrOrStderr())
		},
	})
	f := export.Flags()
	f.StringVar(&o.Format, "format", "jsonl", "jsonl, pokerstars or phh")
	f.IntVar(&o.From, "from", 0, "first hand number to export (0: from the first)")
	f.IntVar(&o.To, "to", 0, "last hand number to export (0: to the last)")
	f.StringVar(&o.Hero, "hero", cli.Hero, "pokerstars: the player whose down cards are dealt face up")
	f.BoolVar(&o.AllCards, "all-cards", false, "pokerstars: every player's down cards, not just the hero's")
	var followDir string
	imp := cli.Document("history import", &cobra.Command{
		Args: cli.FileOrFollow,
		RunE: func(cmd *cobra.Command, args []string) error {
			if followDir != "" {
				return follow.Main(cmd.Context(), cli.FollowOptions{Dir: followDir, Hero: importHero}, cmd.InOrStdin(), cmd.OutOrStdout())
			}
			return cli.HistoryImport(cli.ImportOptions{File: args[0], Hero: importHero, Progress: meter.New(cmd.ErrOrStderr())}, cmd.InOrStdin(), cmd.OutOrStdout())
		},
	})
	imp.Flags().StringVar(&importHero, "hero", "", "your name in the file's hands (remembered; default: the player whose down cards the file shows)")
	imp.Flags().StringVar(&followDir, "follow", "", "follow the site's hand-history folder DIR: import each hand as it is written, until ctrl+c")
	cmd.AddCommand(list, export, imp)
	return cmd
}

func serveCmd() *cobra.Command {
	var o serve.Options
	cmd := cli.Document("serve", &cobra.Command{
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error { return serve.Main(o, cmd.ErrOrStderr()) },
	})
	f := cmd.Flags()
	f.StringVar(&o.Listen, "listen", "127.0.0.1:23234", "the host:port to listen on (:23234 for every address)")
	f.StringVar(&o.Data, "data", "", "the DIR of the host key and of users/, one folder a key (default: serve in the data directory)")
	f.StringVar(&o.HostKey, "host-key", "", "the host key FILE, made (ed25519) if missing (default: DIR/host_ed25519)")
	f.IntVar(&o.MaxSessions, "max-sessions", 100, "sessions at once; one more is told the server is full")
	f.IntVar(&o.MaxPerKey, "max-per-key", serve.DefaultMaxPerKey, "sessions one key may hold at once; one more is told why")
	f.IntVar(&o.MaxChannels, "max-channels", serve.DefaultMaxChannels, "session channels one SSH connection may open at once; one more is refused")
	f.IntVar(&o.MaxPerAddr, "max-per-addr", serve.DefaultMaxPerAddr, "connections, and sessions, one address (an IPv6 /64) may hold at once; one more is told why")
	f.DurationVar(&o.Idle, "idle", 30*time.Minute, "close a session after this long without a key, 0 for never")
	f.StringVar(&o.Allow, "allow", "", "an authorized_keys FILE: only its keys may join (default: any key, each its own folder)")
	return cmd
}
