package cli

import (
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"razz/assets"
	"razz/tui/keys"
)

// Topics are the docs razz help TOPIC shows, by name: assets/docs's
// files, the command list and the key list among them.
func Topics() []string {
	var out []string
	entries, _ := fs.ReadDir(assets.Docs, "docs")
	for _, e := range entries {
		out = append(out, strings.TrimSuffix(e.Name(), ".md"))
	}
	return out
}

// Topic is the doc razz help name shows: the command list and the key
// list made now from root and the key map (their files in assets/docs are
// copies a test keeps the same), the others from assets/docs.
func Topic(root *cobra.Command, name string) (string, bool) {
	switch name {
	case "commands":
		return CommandsDoc(root), true
	case "keys":
		return keys.Doc(keys.Default()), true
	}
	b, err := fs.ReadFile(assets.Docs, path.Join("docs", name+".md"))
	return string(b), err == nil
}

// HelpCmd is razz help: help on a command, as its --help gives it, or one
// of the docs' topics.
func HelpCmd(root *cobra.Command) *cobra.Command {
	return Document("help", &cobra.Command{
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				if doc, ok := Topic(root, args[0]); ok {
					_, err := io.WriteString(cmd.OutOrStdout(), doc)
					return err
				}
			}
			c, rest, err := root.Find(args)
			if err != nil || c == nil || len(rest) > 0 {
				return Usage("help %s: no such command or topic (topics: %s)", strings.Join(args, " "), strings.Join(Topics(), ", "))
			}
			return c.Help()
		},
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return Topics(), cobra.ShellCompDirectiveNoFileComp
		},
	})
}

// CommandsDoc is every command's help as Markdown, in the order razz
// --help lists them: its use, summary, description, examples and flags,
// from the same text its --help shows (Document's).
func CommandsDoc(root *cobra.Command) string {
	var b strings.Builder
	b.WriteString("# Commands\n\nEvery command with its flags, the same text as its `--help` (`razz help commands` prints this list; `razz help TOPIC` the other docs).\n")
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Hidden || c.Name() == "completion" || c.Name() == "help" {
			return
		}
		fmt.Fprintf(&b, "\n## %s\n\n%s.\n\n```\n%s\n```\n", c.CommandPath(), c.Short, useLine(c))
		if c.Long != "" {
			fmt.Fprintf(&b, "\n%s\n", c.Long)
		}
		if c.Example != "" {
			fmt.Fprintf(&b, "\nExamples:\n\n```\n%s\n```\n", strings.TrimRight(c.Example, "\n"))
		}
		if f := flagLines(c.NonInheritedFlags()); f != "" {
			fmt.Fprintf(&b, "\nFlags:\n\n```\n%s```\n", f)
		}
		subs := slices.Clone(c.Commands())
		slices.SortFunc(subs, func(x, y *cobra.Command) int { return strings.Compare(x.Name(), y.Name()) })
		for _, s := range subs {
			walk(s)
		}
	}
	walk(root) // razz's own flags (--ascii, --four-color) are every command's
	return b.String()
}

// useLine is the command's use as its help gives it: its parents, then
// its own use.
func useLine(c *cobra.Command) string {
	if c.HasParent() {
		return c.Parent().CommandPath() + " " + c.Use
	}
	return c.Use
}

// flagLines are the flags of fs, help and version left out, as cobra
// lists them.
func flagLines(fs *pflag.FlagSet) string {
	out := pflag.NewFlagSet("", pflag.ContinueOnError)
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Name != "help" && f.Name != "version" && !f.Hidden {
			out.AddFlag(f)
		}
	})
	return out.FlagUsages()
}

// ShortCompletion makes cobra's completion command now and gives it a
// description that fits the command list at 80 columns (cobra's own,
// "Generate the autocompletion script for the specified shell", ran past
// the edge). Call it once root's output is set: the command writes there.
func ShortCompletion(root *cobra.Command) {
	root.InitDefaultCompletionCmd()
	for _, c := range root.Commands() {
		if c.Name() == "completion" {
			c.Short = "Your shell's completion script"
		}
	}
}

// WrapFlagHelp breaks every flag's description into lines so that each
// command's --help fits width columns: fang lays a flag's lines out beside
// its name, but never wraps one (razz play --help ran to 151 columns, and
// an 80-column terminal split its words). A flag is wrapped to the
// narrowest room any command that lists it leaves, its default value, which
// fang writes after it, counted in. Call it on the tree to be run, not the
// one the docs are written from.
func WrapFlagHelp(root *cobra.Command, width int) {
	room := map[*pflag.Flag]int{}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		var flags []*pflag.Flag
		seen := map[*pflag.Flag]bool{}
		add := func(f *pflag.Flag) {
			if !f.Hidden && !seen[f] {
				seen[f], flags = true, append(flags, f)
			}
		}
		// Its own flags and those it inherits, read without cobra's
		// LocalFlags, which would merge them into its flag set (and fang
		// would then write "[--flags]" after every command in the list).
		c.Flags().VisitAll(add)
		for p := c; p != nil; p = p.Parent() {
			p.PersistentFlags().VisitAll(add)
		}
		space := 10 // fang's least, then each name's width and two
		for _, f := range flags {
			k := len("--" + f.Name)
			if f.Shorthand != "" {
				k += len("-" + f.Shorthand + " ")
			}
			space = max(space, k+2)
		}
		for _, sc := range c.Commands() {
			if !sc.IsAvailableCommand() && sc.Name() != "help" {
				continue
			}
			use := strings.Join(strings.Fields(strings.ReplaceAll(sc.Use, "[flags]", "")), " ") + "  " // an upper bound of fang's key
			if sc.HasAvailableSubCommands() {
				use += " [command]"
			}
			if sc.Flags().HasAvailableFlags() || sc.PersistentFlags().HasAvailableFlags() {
				use += " [--flags]"
			}
			space = max(space, len(use)+2)
		}
		for _, f := range flags {
			if r, ok := room[f]; !ok || width-4-space < r {
				room[f] = width - 4 - space
			}
		}
		for _, sc := range c.Commands() {
			walk(sc)
		}
	}
	walk(root)
	for f, r := range room {
		tail := 0
		if d := f.DefValue; d != "" && d != "false" && d != "0" && d != "[]" {
			tail = len(" (" + d + ")")
		}
		f.Usage = wrapWords(f.Usage, max(r, 20), tail)
	}
}

// wrapWords breaks s at spaces into lines of at most width runes, the last
// with room for tail more.
func wrapWords(s string, width, tail int) string {
	var lines []string
	cur := ""
	for _, w := range strings.Fields(s) {
		switch {
		case cur == "":
			cur = w
		case len([]rune(cur))+1+len([]rune(w)) <= width:
			cur += " " + w
		default:
			lines, cur = append(lines, cur), w
		}
	}
	if cur != "" && tail > 0 && len([]rune(cur))+tail > width && strings.Contains(cur, " ") {
		i := strings.LastIndex(cur, " ") // the last word goes down to make room for the default
		lines, cur = append(lines, cur[:i]), cur[i+1:]
	}
	return strings.Join(append(lines, cur), "\n")
}
