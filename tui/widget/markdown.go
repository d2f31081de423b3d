package widget

import (
	"regexp"
	"strings"

	"razz/tui/theme"
)

var (
	mdBold = regexp.MustCompile(`\*\*([^*]+)\*\*`)
	mdEm   = regexp.MustCompile(`\*([^*]+)\*`)
	mdCode = regexp.MustCompile("`([^`]+)`")
)

// Markdown draws the small Markdown of assets: headings, lists, **bold**,
// *emphasis* and `keys`, wrapped to width in theme t.
func Markdown(t *theme.Theme, md string, width int) string {
	inline := func(s string) string {
		s = mdBold.ReplaceAllStringFunc(s, func(m string) string { return t.Accent.Render(m[2 : len(m)-2]) })
		s = mdCode.ReplaceAllStringFunc(s, func(m string) string { return t.Key.Render(m[1 : len(m)-1]) })
		return mdEm.ReplaceAllStringFunc(s, func(m string) string { return t.Text.Italic(true).Render(m[1 : len(m)-1]) })
	}
	var out []string
	// join the continuation lines of a paragraph or list item
	var para []string
	indent := ""
	flush := func() {
		if len(para) == 0 {
			return
		}
		hang := strings.Repeat(" ", len([]rune(indent)))
		for i, l := range Wrap(inline(strings.Join(para, " ")), width-len([]rune(indent))) {
			if i == 0 {
				out = append(out, indent+l)
			} else {
				out = append(out, hang+l)
			}
		}
		para = nil
	}
	listItem := regexp.MustCompile(`^(- |\d+\. )`)
	for _, line := range strings.Split(md, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			flush()
			out = append(out, "")
		case strings.HasPrefix(trimmed, "#"):
			flush()
			out = append(out, t.Title.Render(strings.TrimLeft(trimmed, "# ")))
		case listItem.MatchString(trimmed):
			flush()
			m := listItem.FindString(trimmed)
			indent = "  " + strings.Replace(m, "- ", "• ", 1)
			para = []string{strings.TrimPrefix(trimmed, m)}
		default:
			if len(para) == 0 {
				indent = ""
			}
			para = append(para, trimmed)
		}
	}
	flush()
	return strings.Join(out, "\n")
}
