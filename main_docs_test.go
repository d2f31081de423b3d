package main

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	_ "github.com/charmbracelet/x/exp/golden" // its -update flag

	"razz/tui/cli"
	"razz/tui/keys"
)

// updating: go test -update (golden's flag), which rewrites
// assets/docs/commands.md and keys.md from the commands and the key map.
func updating() bool {
	f := flag.Lookup("update")
	return f != nil && f.Value.String() == "true"
}

// TestDocs: the docs' command list is the commands' own help (the text
// --help shows) and their key list the key map: made from them, not
// written beside them (go test . -run TestDocs -update rewrites both).
func TestDocs(t *testing.T) {
	for name, want := range map[string]string{
		"commands.md": cli.CommandsDoc(rootCmd()),
		"keys.md":     keys.Doc(keys.Default()),
	} {
		path := filepath.Join("assets", "docs", name)
		if updating() {
			if err := os.WriteFile(path, []byte(want), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != want {
			t.Errorf("%s is not the commands' and the key map's own text (err %v): go test . -run TestDocs -update", path, err)
		}
	}
}

// TestReadme: the README is short (under 200 lines: what razz is, the two
// commands, a quick start, the keys, where data lives) and links every doc
// of assets/docs, each to a file that is there; the keys its table names
// are keys of the key map.
func TestReadme(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	if n := strings.Count(readme, "\n"); n >= 200 {
		t.Errorf("the README has %d lines, want under 200", n)
	}
	for _, topic := range cli.Topics() {
		if !strings.Contains(readme, "(assets/docs/"+topic+".md)") {
			t.Errorf("the README does not link assets/docs/%s.md", topic)
		}
	}
	for _, m := range regexp.MustCompile(`\]\((assets/docs/[^)#]+)`).FindAllStringSubmatch(readme, -1) {
		if _, err := os.Stat(m[1]); err != nil {
			t.Errorf("the README links %s: %v", m[1], err)
		}
	}
	taken := map[string]bool{}
	for _, line := range strings.Split(keys.Doc(keys.Default()), "\n") {
		if cols := strings.Split(line, "|"); len(cols) == 5 { // the keys taken, and as the help shows them
			for _, k := range append(strings.Fields(cols[3]), strings.Split(strings.Trim(cols[1], " `"), "/")...) {
				taken[k] = true
			}
		}
	}
	start := strings.Index(readme, "## Keys")
	if start < 0 {
		t.Fatal("the README has no Keys section")
	}
	table := readme[start:]
	table = table[:strings.Index(table[3:], "\n## ")+3]
	for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(table, -1) {
		if strings.HasPrefix(m[1], "razz ") {
			continue // a command, not a key
		}
		for _, k := range strings.Split(m[1], " ") {
			if k != "" && !taken[k] {
				t.Errorf("the README's keys name %q, which no binding takes", k)
			}
		}
	}
}

// TestHelpTopics: razz help TOPIC prints a doc, razz help COMMAND the
// command's help, and anything else says so in one line.
func TestHelpTopics(t *testing.T) {
	coach, _ := os.ReadFile(filepath.Join("assets", "docs", "coach.md"))
	if code, out, _ := runArgs(t, "", "help", "coach"); code != 0 || out != string(coach) {
		t.Errorf("help coach: code %d, %d bytes, want the %d of coach.md", code, len(out), len(coach))
	}
	if code, out, _ := runArgs(t, "", "help", "keys"); code != 0 || !strings.Contains(out, "| `←` | step back | left h |") {
		t.Errorf("help keys: code %d\n%s", code, out)
	}
	if code, out, _ := runArgs(t, "", "help", "play"); code != 0 || !strings.Contains(out, "Play fixed-limit Razz against rule-based bots") {
		t.Errorf("help play: code %d\n%s", code, out)
	}
	if code, _, errs := runArgs(t, "", "help", "nonsense"); code != 2 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "no such command or topic") {
		t.Errorf("help nonsense: code %d, %q", code, errs)
	}
}

// TestManAndCompletions: razz man writes the man page (fang's, from the
// commands' help), razz completion SHELL the shell's completion script.
func TestManAndCompletions(t *testing.T) {
	for _, sh := range []string{"bash", "zsh", "fish"} {
		if code, out, _ := runArgs(t, "", "completion", sh); code != 0 || !strings.Contains(out, "razz") || len(out) < 1000 {
			t.Errorf("completion %s: code %d, %d bytes", sh, code, len(out))
		}
	}
	r, w, err := os.Pipe() // fang writes the page to the process's standard output
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = w
	code, _, _ := runArgs(t, "", "man")
	os.Stdout = stdout
	w.Close()
	var page bytes.Buffer
	io.Copy(&page, r)
	if code != 0 || !strings.HasPrefix(page.String(), ".TH RAZZ 1") || !strings.Contains(page.String(), "warmup") {
		t.Errorf("man: code %d\n%.300s", code, page.String())
	}
}

// TestCommandListFits: every list of commands and every example in the
// help fits 80 columns (a description ran past the edge and the terminal
// split its words; razz history's took its key column's 42 before it).
func TestCommandListFits(t *testing.T) {
	n := 0
	eachHelpLine(t, func(c []string, section, l string) {
		if (section == "COMMANDS" || section == "EXAMPLES") && strings.TrimSpace(l) != "" && strings.TrimSpace(l) != section {
			n++
			if w := ansi.StringWidth(l); w > 80 {
				t.Errorf("razz %s --help: %d columns: %q", strings.Join(c, " "), w, l)
			}
		}
	})
	if n < 30 {
		t.Errorf("%d commands and examples listed", n)
	}
}

// TestFlagListsFit: every command's list of flags fits 80 columns: fang
// never wraps a flag's description (razz play --help ran to 151 columns),
// so razz breaks each into lines (cli.WrapFlagHelp).
func TestFlagListsFit(t *testing.T) {
	flags := map[string]bool{}
	eachHelpLine(t, func(c []string, section, l string) {
		if section != "FLAGS" {
			return
		}
		flags[strings.Join(c, " ")] = true
		if w := ansi.StringWidth(l); w > 80 {
			t.Errorf("razz %s --help: %d columns: %q", strings.Join(c, " "), w, l)
		}
	})
	for _, c := range helpedCommands {
		if !flags[strings.Join(c, " ")] {
			t.Errorf("razz %s --help lists no flags", strings.Join(c, " "))
		}
	}
}

// helpedCommands are razz's commands, each as its arguments.
var helpedCommands = [][]string{{}, {"play"}, {"quiz"}, {"sim"}, {"serve"}, {"review"}, {"practice"}, {"learn"}, {"starts"},
	{"equity"}, {"odds"}, {"warmup"}, {"replay"}, {"settings"}, {"history"}, {"history", "import"}, {"history", "export"}, {"history", "list"}}

// eachHelpLine calls fn with every line of every command's --help and the
// section it is in (the last heading above it: "USAGE", "FLAGS", ...).
func eachHelpLine(t *testing.T, fn func(c []string, section, line string)) {
	t.Helper()
	for _, c := range helpedCommands {
		code, out, _ := runArgs(t, "", append(c, "--help")...)
		if code != 0 {
			t.Fatalf("%v --help: code %d", c, code)
		}
		section := ""
		for _, l := range strings.Split(ansi.Strip(out), "\n") {
			switch h := strings.TrimSpace(l); h {
			case "USAGE", "COMMANDS", "EXAMPLES", "FLAGS":
				section = h
			}
			fn(c, section, l)
		}
	}
}
