package cli

import (
	"fmt"
	"io"
	"strings"

	"razz/tui/store"
)

// settings are the fields razz settings shows and changes: the Settings
// screen's (store.Fields).
var settings = store.Fields()

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
			if err := st.Set(&s, strings.TrimSpace(value)); err != nil {
				return Usage("%v", err)
			}
		}
		if err := f.Save(s); err != nil {
			return Failed(err)
		}
	}
	fmt.Fprintln(stdout, f.Path())
	for _, st := range settings {
		v := st.Get(s)
		if len([]rune(v)) > 7 {
			// A long value (a hero "Alice Smith") has its description on
			// the next line, in its column: it pushed it out of line and
			// past 80 columns (the walk-through).
			fmt.Fprintf(stdout, "%-11s %s\n%20s%s\n", st.Name, v, "", st.Means)
			continue
		}
		fmt.Fprintf(stdout, "%-11s %-7s %s\n", st.Name, v, st.Means)
	}
	return nil
}

func findSetting(name string) *store.Setting {
	for i := range settings {
		if settings[i].Name == strings.TrimSpace(name) {
			return &settings[i]
		}
	}
	return nil
}

func settingNames() string {
	var names []string
	for _, st := range settings {
		names = append(names, st.Name)
	}
	return strings.Join(names, ", ")
}
