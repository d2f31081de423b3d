package serve_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
	gossh "golang.org/x/crypto/ssh"

	"razz/tui/serve"
)

// authorized is a key's authorized_keys line with options.
func authorized(k gossh.Signer, options string) string {
	line := strings.TrimSpace(string(gossh.MarshalAuthorizedKey(k.PublicKey())))
	if options != "" {
		line = options + " " + line
	}
	return line + "\n"
}

// --allow honours from= and expiry-time=, refuses (and logs) a key with
// an option razz does not take, and a removed or emptied file lets no one
// in, never the keys read before: keys with from="10.9.9.9" and
// expiry-time="19990101" used to log in from 127.0.0.1, and deleting the
// file kept the old keys.
func TestAllowOptions(t *testing.T) {
	keys := map[string]gossh.Signer{}
	lines := []struct{ name, options string }{
		{"elsewhere", `from="10.9.9.9"`},
		{"here", `from="127.0.0.*"`},
		{"not-two", `from="127.0.0.0/8,!127.0.0.2"`},
		{"expired", `expiry-time="19990101"`},
		{"valid", `expiry-time="29991231235959Z",no-port-forwarding,no-agent-forwarding`},
		{"command", `command="ls"`},
		{"restricted", `restrict`},
		{"restricted-pty", `restrict,pty`},
		{"plain", ``},
	}
	file := filepath.Join(t.TempDir(), "members")
	var text strings.Builder
	text.WriteString("# the club\n")
	for _, l := range lines {
		keys[l.name] = newKey(t)
		text.WriteString(authorized(keys[l.name], l.options))
	}
	if err := os.WriteFile(file, []byte(text.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, func(c *serve.Config) { c.Allow = file })
	login := func(name, from string) bool {
		c, err := dialFrom(t, ts, from, keys[name])
		if err == nil {
			c.Close()
		}
		return err == nil
	}
	for _, c := range []struct {
		name, from string
		in         bool
	}{
		{"elsewhere", "127.0.0.1", false}, {"here", "127.0.0.1", true}, {"here", "127.1.0.1", false},
		{"not-two", "127.0.0.1", true}, {"not-two", "127.0.0.2", false}, {"expired", "127.0.0.1", false},
		{"valid", "127.0.0.1", true}, {"command", "127.0.0.1", false}, {"restricted", "127.0.0.1", false},
		{"restricted-pty", "127.0.0.1", true}, {"plain", "127.0.0.1", true},
	} {
		if got := login(c.name, c.from); got != c.in {
			t.Errorf("key %s from %s: let in %v, want %v", c.name, c.from, got, c.in)
		}
	}
	log := ts.log.String()
	for _, want := range []string{"option command is not one razz takes", "restrict without pty", "key expired", "key not allowed from this address"} {
		if !strings.Contains(log, want) {
			t.Errorf("no %q in the log:\n%s", want, log)
		}
	}

	// Removed: no one; back: in again; emptied: no one; a line that is
	// no key skipped and told, the others in.
	os.Remove(file)
	if login("plain", "127.0.0.1") {
		t.Error("the allow file was removed, and its old key was let in")
	}
	if !strings.Contains(ts.log.String(), "the allow list cannot be read: no key may join") {
		t.Errorf("no line for the removed file:\n%s", ts.log.String())
	}
	os.WriteFile(file, []byte(authorized(keys["plain"], "")), 0o600)
	if !login("plain", "127.0.0.1") {
		t.Error("the allow file is back with the key, and it was refused")
	}
	os.WriteFile(file, nil, 0o600)
	if login("plain", "127.0.0.1") {
		t.Error("the allow file was emptied, and its old key was let in")
	}
	os.WriteFile(file, []byte("not a key\n"+authorized(keys["plain"], "")+"\n"), 0o600)
	future := time.Now().Add(time.Second)
	os.Chtimes(file, future, future)
	if !login("plain", "127.0.0.1") || !strings.Contains(ts.log.String(), "a line that is not a key is skipped") {
		t.Errorf("a bad line beside a key: the key refused or the line not told:\n%s", ts.log.String())
	}

	// An empty file at the start refuses to start.
	empty := filepath.Join(t.TempDir(), "empty")
	os.WriteFile(empty, []byte("# nobody yet\n"), 0o600)
	if _, err := serve.New(serve.Config{Listen: "127.0.0.1:0", Data: t.TempDir(), MaxSessions: 1, Allow: empty,
		App: func(serve.User) (tea.Model, error) { return nil, nil }}); err == nil || !strings.Contains(err.Error(), "holds no key") {
		t.Errorf("an allow file without a key at the start: %v", err)
	}
}
