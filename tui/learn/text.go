package learn

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"razz/assets"
	"razz/bots"
	"razz/tui/drill"
)

// The size of one lesson's screen: the text, wrapped at TextWidth
// columns, fits TextLines lines, which leaves room in an 80x24 terminal
// for the frame (a title and a help line, a margin each side) and the
// lesson's exercise line.
const (
	TextWidth = 76
	TextLines = 18
)

// block is one paragraph or list item of a Markdown text, its lines
// joined: "- **Bring-in.** The highest door card must …".
type block struct {
	marker string // "- ", "3. ", "# " or "" for a paragraph
	text   string
}

var listMarker = regexp.MustCompile(`^(- |\d+\. |#+ )`)

// blocks splits Markdown into its paragraphs, list items and headings.
func blocks(md string) []block {
	var out []block
	open := false // a paragraph or item takes the lines that follow it
	for _, line := range strings.Split(md, "\n") {
		t := strings.TrimSpace(line)
		switch m := listMarker.FindString(t); {
		case t == "":
			open = false
		case m != "":
			out = append(out, block{marker: m, text: strings.TrimPrefix(t, m)})
			open = !strings.HasPrefix(m, "#")
		case open:
			out[len(out)-1].text += " " + t
		default:
			out = append(out, block{text: t})
			open = true
		}
	}
	return out
}

// rules are the Rules page's blocks, the source of a rule's words.
var rules = blocks(assets.Rules)

// Rule is the Rules page's explanation that begins with the words given
// (a list item's or a paragraph's, Markdown and all): the words a lesson
// quotes. It is an error unless exactly one block begins so.
func Rule(begins string) (string, error) {
	var found []string
	for _, b := range rules {
		if b.marker != "" && strings.HasPrefix(b.marker, "#") {
			continue
		}
		if strings.HasPrefix(b.text, begins) {
			found = append(found, b.text)
		}
	}
	if len(found) != 1 {
		return "", fmt.Errorf("%d blocks of the Rules page begin %q", len(found), begins)
	}
	return found[0], nil
}

// placeholder is a lesson's quote of another source: {{rule WORDS}},
// {{class ID}}, {{style NAME}}, {{scale STREET}}.
var placeholder = regexp.MustCompile(`\{\{(rule|class|style|against|scale) ([^}]+)\}\}`)

// expand fills a lesson's placeholders from their sources.
func expand(md string) (string, error) {
	var err error
	out := placeholder.ReplaceAllStringFunc(md, func(m string) string {
		p := placeholder.FindStringSubmatch(m)
		s, e := quote(p[1], p[2])
		if e != nil && err == nil {
			err = e
		}
		return s
	})
	return out, err
}

func quote(what, arg string) (string, error) {
	switch what {
	case "rule":
		return Rule(arg)
	case "class":
		for _, c := range bots.Rules.Classes {
			if c.ID == arg {
				return fmt.Sprintf("*%s* (class %d of %d): %s", c.Name, c.Tier, len(bots.Rules.Classes), c.Why), nil
			}
		}
		return "", fmt.Errorf("no start class %q", arg)
	case "style", "against":
		looks, against, ok := drill.StyleWords(arg)
		if !ok {
			return "", fmt.Errorf("no style %q", arg)
		}
		if what == "against" {
			return against, nil
		}
		return looks, nil
	}
	f, ok := bots.Rules.Later.StreetScale[arg]
	if !ok {
		return "", fmt.Errorf("no street scale for street %q", arg)
	}
	return strconv.FormatFloat(f*bots.Grinder.Call, 'f', -1, 64), nil
}

// plain is Markdown's inline marks taken out: **bold**, *em*, `code`.
var inlineMarks = strings.NewReplacer("**", "", "`", "")

var emphasis = regexp.MustCompile(`\*([^*\s][^*]*)\*`)

func plain(s string) string { return emphasis.ReplaceAllString(inlineMarks.Replace(s), "$1") }

// lines is Markdown as plain lines of text, as the Rules screen lays it
// out: a heading, paragraph or list item a line (wrapped at width
// columns, 0 for none; a list item indented, its bullet hanging), a blank
// line where the text has one.
func lines(md string, width int) []string {
	var out []string
	for _, b := range blocksKeepingGaps(md) {
		if b.gap {
			out = append(out, "")
			continue
		}
		lead, hang := "", ""
		switch {
		case strings.HasPrefix(b.marker, "#"):
		case b.marker == "- ": // as the Rules screen draws a list
			lead, hang = "  • ", "    "
		case b.marker != "":
			lead, hang = "  "+b.marker, strings.Repeat(" ", 2+len(b.marker))
		}
		out = append(out, wrap(lead, hang, plain(b.text), width)...)
	}
	return out
}

// gapBlock is a block, or the blank line between two.
type gapBlock struct {
	block
	gap bool
}

func blocksKeepingGaps(md string) []gapBlock {
	var out []gapBlock
	for _, para := range strings.Split(strings.TrimSpace(md), "\n\n") {
		if len(out) > 0 {
			out = append(out, gapBlock{gap: true})
		}
		for _, b := range blocks(para) {
			out = append(out, gapBlock{block: b})
		}
	}
	return out
}

// wrap breaks text at spaces to width columns (0: one line), the first
// line after lead, the others after hang.
func wrap(lead, hang, text string, width int) []string {
	words := strings.Fields(text)
	if width <= 0 {
		return []string{lead + strings.Join(words, " ")}
	}
	var out []string
	cur := lead
	fresh := true
	for _, w := range words {
		if !fresh && utf8.RuneCountInString(cur)+1+utf8.RuneCountInString(w) > width {
			out = append(out, cur)
			cur, fresh = hang, true
		}
		if !fresh {
			cur += " "
		}
		cur += w
		fresh = false
	}
	return append(out, cur)
}
