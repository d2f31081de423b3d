package store

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Setting is one line of the settings file as `razz settings` and the
// Settings screen show and change it: one list, so both have the same
// fields.
type Setting struct {
	Name, Means string
	Get         func(Settings) string
	Set         func(*Settings, string) error // the error says what is wanted
	// Steps are the values the Settings screen steps through with ←/→
	// (razz settings takes any value Set does).
	Steps []string
}

func boolSetting(name, means string, field func(*Settings) *bool) Setting {
	return Setting{Name: name, Means: means,
		Get: func(s Settings) string { return strconv.FormatBool(*field(&s)) },
		Set: func(s *Settings, v string) error {
			b, err := strconv.ParseBool(v)
			switch strings.ToLower(v) { // as the screens say it: "learning mode on"
			case "on", "yes":
				b, err = true, nil
			case "off", "no":
				b, err = false, nil
			}
			if err != nil {
				return fmt.Errorf("%s wants true or false (or on, off), not %q", name, v)
			}
			*field(s) = b
			return nil
		},
		Steps: []string{"false", "true"}}
}

func durationSetting(name, means string, field func(*Settings) *Duration, steps ...string) Setting {
	return Setting{Name: name, Means: means,
		Get: func(s Settings) string { return time.Duration(*field(&s)).String() },
		Set: func(s *Settings, v string) error {
			d, err := time.ParseDuration(v) // "0" needs no unit
			if err != nil || d < 0 {
				return fmt.Errorf("%s wants a duration such as %s, or 0, not %q", name, steps[2], v)
			}
			*field(s) = Duration(d)
			return nil
		},
		Steps: steps}
}

// Fields are the settings razz remembers, in the order they are shown:
// the fields razz settings and the Settings screen show and change.
func Fields() []Setting {
	return []Setting{
		boolSetting("learn", "explanations pop up as the rules apply (L toggles it)",
			func(s *Settings) *bool { return &s.Learn }),
		boolSetting("coach", "the coach's advice opens by itself as you act",
			func(s *Settings) *bool { return &s.Coach }),
		boolSetting("ascii", "suits as s h d c instead of ♠ ♥ ♦ ♣",
			func(s *Settings) *bool { return &s.ASCII }),
		boolSetting("four_color", "a four-colour deck: a colour a suit",
			func(s *Settings) *bool { return &s.FourColor }),
		durationSetting("speed", "bots' pause, as s steps it: "+strings.Join(speedSteps()[:len(Speeds)-1], " ")+" 0",
			func(s *Settings) *Duration { return &s.Speed }, speedSteps()...),
		{Name: "level", Means: "the bots: easy, normal or hard",
			Get: func(s Settings) string { return s.Level },
			Set: func(s *Settings, v string) error {
				if !slices.Contains(levels, v) { // the bots' levels, as Load checks them
					return fmt.Errorf("level wants easy, normal or hard, not %q", v)
				}
				s.Level = v
				return nil
			},
			Steps: levels},
		{Name: "hero", Means: "your name in hands you import (history import --hero)",
			Get: func(s Settings) string { return s.Hero },
			Set: func(s *Settings, v string) error {
				if len(v) > 64 || strings.ContainsAny(v, "\n\r\t") {
					return fmt.Errorf("hero wants a player's name, up to 64 characters, not %q", v)
				}
				s.Hero = v
				return nil
			}}, // a name: no steps, razz settings hero=NAME sets it
		durationSetting("auto_deal", "deals the next hand after this pause (0: waits for n)",
			func(s *Settings) *Duration { return &s.AutoDeal }, "0s", "1s", "2s", "3s", "5s"),
	}
}

// Speeds are the bots' speeds, slowest first: what s at the table steps
// through (to the next faster, from none back to the slowest), and the
// Settings screen's speed row in the same order. One list, so both say
// the same.
var Speeds = []time.Duration{1500 * time.Millisecond, 700 * time.Millisecond, 300 * time.Millisecond, 150 * time.Millisecond, 0}

// NextSpeed is the speed after d as s at the table steps them: the next
// faster, from none back to the slowest (a speed off the list goes to the
// first faster one).
func NextSpeed(d time.Duration) time.Duration {
	if d == 0 {
		return Speeds[0]
	}
	for _, s := range Speeds {
		if s < d {
			return s
		}
	}
	return Speeds[0]
}

// speedSteps are Speeds as the settings write them: "1.5s" … "0s".
func speedSteps() []string {
	out := make([]string, len(Speeds))
	for i, d := range Speeds {
		out[i] = d.String()
	}
	return out
}

// levels are the bots' levels a settings file may name.
var levels = []string{"easy", "normal", "hard"}

// Step is the value d steps from v: the next (d > 0) or the one before,
// stopping at the ends; a value off the steps goes to the nearest end.
func (st Setting) Step(v string, d int) string {
	if len(st.Steps) == 0 {
		return v
	}
	i := slices.Index(st.Steps, v)
	if i < 0 {
		if d > 0 {
			return st.Steps[0]
		}
		return st.Steps[len(st.Steps)-1]
	}
	return st.Steps[min(max(i+d, 0), len(st.Steps)-1)]
}
