package cli

import (
	"razz/tui/drill"
)

// QuizFlags are razz quiz's flags.
type QuizFlags struct {
	Drill, Level string
	Seed         uint64
	Rounds       int
	Timed        bool
}

// QuizSetup is the quiz the trainer opens.
type QuizSetup struct {
	Drill  drill.Drill // nil when none was given
	Level  drill.Difficulty
	Seed   uint64
	Rounds int
	Timed  bool
	Prefs  Prefs
}

// Quiz checks quiz's flags (given reports which were given) before the
// settings are read and the terminal opens; timedSeconds is the length of
// a timed round, for the message.
func Quiz(f QuizFlags, given func(flag string) bool, timedSeconds int) (QuizSetup, error) {
	s := QuizSetup{Seed: f.Seed, Rounds: f.Rounds, Timed: f.Timed}
	var err error
	if given("drill") {
		if s.Drill, err = drill.Parse(f.Drill); err != nil {
			return QuizSetup{}, Usage("--drill: %v", err)
		}
	}
	if s.Level, err = drill.ParseDifficulty(f.Level); err != nil {
		return QuizSetup{}, Usage("--level wants %s, not %q", drill.LevelNames, f.Level)
	}
	if f.Rounds < 0 {
		return QuizSetup{}, Usage("--rounds wants a whole number of questions, or 0 for no end, not %d", f.Rounds)
	}
	if f.Timed && f.Rounds > 0 {
		return QuizSetup{}, Usage("--timed and --rounds do not go together: a timed round lasts %d seconds", timedSeconds)
	}
	if !given("seed") {
		s.Seed = SeedOrNow(0)
	}
	s.Prefs = LoadPrefs()
	return s, nil
}
