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
