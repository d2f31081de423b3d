package main

import (
	"os"
	"time"

	"github.com/spf13/cobra"

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
	return runTUI(tui.Options{Start: tui.ScreenMenu, Quiz: tui.QuizOptions{Level: tui.LevelMixed, Seed: clockSeed()}})
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
