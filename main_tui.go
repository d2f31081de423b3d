package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"razz/bots"
	"razz/engine"
	"razz/tui"
)

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
	return tui.Run(o)
}

func menuRun(*cobra.Command, []string) error {
	seed := clockSeed()
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

// clockSeed is the seed when none is given: the engine has no clock.
func clockSeed() uint64 { return uint64(time.Now().UnixNano()) }

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
				o.Seed = clockSeed()
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
		NewBot: func(seat, hand int) (bots.Bot, string) {
			bs, _ := bots.Lineup(lv, 1, rand.New(rand.NewPCG(seed^uint64(seat), uint64(hand))))
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
