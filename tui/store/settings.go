package store

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"
)

// SettingsFileName is the name of the settings in the config directory.
const SettingsFileName = "settings.json"

// Settings are the choices razz remembers between runs. A flag given on
// the command line overrides one for that run only; the table's L key
// changes Learn and saves it.
type Settings struct {
	Version int `json:"version"`
	// Learn: explanations pop up at the table as the rules apply. On
	// until the user turns it off.
	Learn     bool     `json:"learn"`
	ASCII     bool     `json:"ascii"`      // suits as s h d c
	FourColor bool     `json:"four_color"` // a colour a suit
	Speed     Duration `json:"speed"`      // the pause between bot actions
	Level     string   `json:"level"`      // the bots at the table: easy, normal or hard
	// Coach: in learning mode the coach's advice opens by itself each
	// time the user must act.
	Coach bool `json:"coach"`
	// AutoDeal is the pause before the table deals the next hand by
	// itself (any key stops it); 0 waits for n.
	AutoDeal Duration `json:"auto_deal"`
	// Hero: the user's name in imported hand histories (history import
	// --hero NAME remembers it).
	Hero string `json:"hero,omitempty"`
}

// DefaultSettings are a new user's.
func DefaultSettings() Settings {
	return Settings{Version: 1, Learn: true, Speed: Duration(700 * time.Millisecond), Level: "normal"}
}

// Duration is a time.Duration written as Go writes it ("700ms", "0s").
type Duration time.Duration

func (d Duration) MarshalJSON() ([]byte, error) { return json.Marshal(time.Duration(d).String()) }

func (d *Duration) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("speed: want a duration such as \"300ms\"")
	}
	v, err := time.ParseDuration(s)
	if err != nil || v < 0 {
		return fmt.Errorf("speed %q: want a duration such as \"300ms\", or \"0s\"", s)
	}
	*d = Duration(v)
	return nil
}

// SettingsFile reads and writes the settings at one path.
type SettingsFile struct {
	path string // "" keeps nothing
	mu   sync.Mutex
}

// NewSettingsFile is the settings kept at path; "" keeps nothing.
func NewSettingsFile(path string) *SettingsFile { return &SettingsFile{path: path} }

// DefaultSettingsFile is the local user's (Home{}.SettingsFile).
func DefaultSettingsFile() *SettingsFile { return Home{}.SettingsFile() }

// Path is where the settings are kept ("" for nowhere).
func (f *SettingsFile) Path() string { return f.path }

// Load reads the settings; fields the file leaves out keep their defaults
// and a missing file is all defaults. A corrupt file, or one with a value
// razz cannot use, is moved aside (settings.json.bad-TIME) and replaced
// by the defaults; the problem says so, once.
func (f *SettingsFile) Load() (Settings, *Problem) {
	if f.path == "" {
		return DefaultSettings(), nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	s, err := readJSON(f.path, func() *Settings { d := DefaultSettings(); return &d }, func(s *Settings) error {
		if s.Version != 1 {
			return fmt.Errorf("unknown version %d", s.Version)
		}
		if !slices.Contains(levels, s.Level) {
			return fmt.Errorf("level %q: want easy, normal or hard", s.Level)
		}
		return nil
	})
	if err == nil {
		return *s, nil
	}
	p := setAside(f.path, "settings", err)
	if p.Kept != "" {
		writeJSON(f.path, DefaultSettings()) // replaced now; a failure shows at the next save
	}
	return DefaultSettings(), p
}

// Save writes the settings atomically.
func (f *SettingsFile) Save(s Settings) error {
	if f.path == "" {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	s.Version = 1
	return writeJSON(f.path, s)
}

// Update reads the settings, changes them with change and saves them: the
// way to remember one choice without undoing another.
func (f *SettingsFile) Update(change func(*Settings)) error {
	s, _ := f.Load()
	change(&s)
	return f.Save(s)
}
