package cli

import (
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"razz/bots"
	"razz/tui/store"
)

// setting is one line of the settings file as `razz settings` shows and
// changes it.
type setting struct {
	name, means string
	get         func(store.Settings) string
	set         func(*store.Settings, string) error // the error says what is wanted
}

func boolSetting(name, means string, field func(*store.Settings) *bool) setting {
	return setting{name, means,
		func(s store.Settings) string { return strconv.FormatBool(*field(&s)) },
		func(s *store.Settings, v string) error {
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
		}}
}

var settings = []setting{
	boolSetting("learn", "explanations pop up as the rules apply (L toggles it)",
		func(s *store.Settings) *bool { return &s.Learn }),
	boolSetting("coach", "the coach's advice opens by itself as you act",
		func(s *store.Settings) *bool { return &s.Coach }),
	boolSetting("ascii", "suits as s h d c instead of ♠ ♥ ♦ ♣",
		func(s *store.Settings) *bool { return &s.ASCII }),
	boolSetting("four_color", "a four-colour deck: a colour a suit",
		func(s *store.Settings) *bool { return &s.FourColor }),
	{"speed", "the pause between bot actions (300ms, or 0)",
		func(s store.Settings) string { return time.Duration(s.Speed).String() },
		func(s *store.Settings, v string) error {
			d, err := time.ParseDuration(v) // "0" needs no unit
			if err != nil || d < 0 {
				return fmt.Errorf("speed wants a duration such as 300ms, or 0, not %q", v)
			}
			s.Speed = store.Duration(d)
			return nil
		}},
	{"level", "the bots: easy, normal or hard",
		func(s store.Settings) string { return s.Level },
		func(s *store.Settings, v string) error {
			lv, err := bots.ParseLevel(v)
			if err != nil {
				return fmt.Errorf("level wants easy, normal or hard, not %q", v)
			}
			s.Level = lv.String()
			return nil
		}},
	{"hero", "your name in imported hand histories (history import --hero)",
		func(s store.Settings) string { return s.Hero },
		func(s *store.Settings, v string) error {
			if len(v) > 64 || strings.ContainsAny(v, "\n\r\t") {
				return fmt.Errorf("hero wants a player's name, up to 64 characters, not %q", v)
			}
			s.Hero = v
			return nil
		}},
}

// Settings is `razz settings`: with no arguments, the settings file's path
// and every setting; with NAME=VALUE arguments, those settings changed and
// saved (all checked before anything is written).
func (h Home) Settings(args []string, stdout, stderr io.Writer) error {
	f := h.SettingsFile()
	if f.Path() == "" {
		return Failed(fmt.Errorf("no config directory: set XDG_CONFIG_HOME or HOME"))
	}
	s, problem := f.Load()
	if problem != nil {
		fmt.Fprintln(stderr, "razz: "+problem.String())
	}
	if len(args) > 0 {
		for _, a := range args {
			name, value, ok := strings.Cut(a, "=")
			st := findSetting(name)
			if !ok || st == nil {
				return Usage("settings wants NAME=VALUE with NAME one of %s, not %q", settingNames(), a)
			}
			if err := st.set(&s, strings.TrimSpace(value)); err != nil {
				return Usage("%v", err)
			}
		}
		if err := f.Save(s); err != nil {
			return Failed(err)
		}
	}
	fmt.Fprintln(stdout, f.Path())
	for _, st := range settings {
		fmt.Fprintf(stdout, "%-11s %-7s %s\n", st.name, st.get(s), st.means)
	}
	return nil
}

func findSetting(name string) *setting {
	for i := range settings {
		if settings[i].name == strings.TrimSpace(name) {
			return &settings[i]
		}
	}
	return nil
}

func settingNames() string {
	var names []string
	for _, st := range settings {
		names = append(names, st.name)
	}
	return strings.Join(names, ", ")
}
