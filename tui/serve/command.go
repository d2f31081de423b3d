package serve

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	tea "charm.land/bubbletea/v2"

	"razz/tui"
	"razz/tui/cli"
	"razz/tui/drill"
	"razz/tui/store"
)

// Options are razz serve's flags.
type Options struct {
	Listen      string
	Data        string // "" for the serve folder in the data directory
	HostKey     string
	MaxSessions int
	MaxPerKey   int
	MaxChannels int
	MaxPerAddr  int
	Idle        time.Duration
	Allow       string
}

// CheckFlags refuses bad flags in one line before anything starts.
func CheckFlags(o Options) error {
	_, port, err := net.SplitHostPort(o.Listen)
	if err != nil {
		return cli.Usage("--listen wants host:port such as 127.0.0.1:23234 or :23234, not %q", o.Listen)
	}
	if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
		return cli.Usage("--listen: %q is not a port number", port)
	}
	if o.MaxSessions < 1 {
		return cli.Usage("--max-sessions wants 1 or more, not %d", o.MaxSessions)
	}
	if o.MaxPerKey < 1 {
		return cli.Usage("--max-per-key wants 1 or more, not %d", o.MaxPerKey)
	}
	if o.MaxChannels < 1 {
		return cli.Usage("--max-channels wants 1 or more, not %d", o.MaxChannels)
	}
	if o.MaxPerAddr < 1 {
		return cli.Usage("--max-per-addr wants 1 or more, not %d", o.MaxPerAddr)
	}
	if o.Idle < 0 {
		return cli.Usage("--idle wants a duration such as 30m, or 0 for none, not %s", o.Idle)
	}
	if o.Allow != "" {
		if _, err := os.Stat(o.Allow); err != nil {
			return cli.Usage("--allow %s: %v", o.Allow, errors.Unwrap(err))
		}
	}
	return nil
}

// Main runs razz serve until SIGINT or SIGTERM, logging to errw: the
// command's body (main.go only declares it).
func Main(o Options, errw io.Writer) error {
	if err := CheckFlags(o); err != nil {
		return err
	}
	if o.Data == "" {
		d, err := store.DataDir()
		if err != nil {
			return cli.Usage("--data: %v", err)
		}
		o.Data = filepath.Join(d, "serve")
	}
	log := slog.New(slog.NewTextHandler(errw, nil))
	srv, err := New(Config{Listen: o.Listen, Data: o.Data, HostKey: o.HostKey,
		MaxSessions: o.MaxSessions, MaxPerKey: o.MaxPerKey, MaxChannels: o.MaxChannels, MaxPerAddr: o.MaxPerAddr, Idle: o.Idle, Allow: o.Allow, Log: log, App: Trainer})
	if err != nil {
		if strings.HasPrefix(err.Error(), "--") {
			return cli.Usage("%v", err)
		}
		return cli.Failed(err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return srv.Run(ctx)
}

// Trainer is the trainer a session gets: the menu, as razz with no
// command opens it, with the key's folder as the user's data and config
// directory (cli.Home), so nothing is shared with another session.
func Trainer(u User) (tea.Model, error) {
	s, err := cli.Home{Data: u.Dir, Config: u.Dir}.Play(cli.PlayFlags{Table: cli.DefaultTableFlags(), Level: "normal"}, func(string) bool { return false })
	if err != nil {
		return nil, err
	}
	noColor := false
	for _, kv := range u.Env {
		if v, ok := strings.CutPrefix(kv, "NO_COLOR="); ok && v != "" {
			noColor = true
		}
	}
	return tui.New(tui.Options{
		Start: tui.ScreenMenu,
		Quiz:  tui.QuizOptions{Level: drill.Mixed, Seed: s.Seed},
		Table: tui.TableOptions{Table: s.Table, Bots: s.Bots, NewBot: s.NewBot, Seed: s.Seed, FirstHand: s.FirstHand,
			Speed: s.Speed, Learn: s.Learn, Coach: s.Coach, AutoDeal: s.AutoDeal},
		Theme:    tui.ThemeOptions{ASCII: s.Prefs.ASCII, FourColor: s.Prefs.FourColor, NoColor: noColor},
		DataDir:  u.Dir,
		Settings: s.Prefs.File,
		Notice:   s.Prefs.Problem.String(),
		Saves:    u.Saves,
		Watch:    u.Watch,
		Lifetime: u.Context,
	}), nil
}
