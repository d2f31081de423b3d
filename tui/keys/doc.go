package keys

import (
	"fmt"
	"reflect"
	"strings"

	"charm.land/bubbles/v2/key"
)

// groups name the key map's groups, in Map's order, for the key list
// (Doc): what the keys are for.
var groups = map[string]string{
	"Global":   "Everywhere",
	"Menu":     "The menu",
	"Quiz":     "The quiz",
	"Pager":    "The Rules",
	"Table":    "At the table",
	"Stats":    "Stats",
	"History":  "History",
	"Starts":   "The starting-hand chart",
	"Settings": "Settings",
	"Practice": "Practice",
	"Learn":    "Learn",
	"Watch":    "Watch (razz serve)",
}

// Doc is the key map m as Markdown: a table a group, each binding with
// the keys it shows in the help line, what it does and every key that
// takes it. It is the key list of the docs (razz help keys) and of the
// tests, made from the map itself, so it never falls behind it.
func Doc(m Map) string {
	var b strings.Builder
	b.WriteString("# Keys\n\nEvery key razz answers to, by where it works (`?` on any screen lists that screen's).\n")
	v := reflect.ValueOf(m)
	for i := range v.NumField() {
		name := v.Type().Field(i).Name
		g := v.Field(i)
		fmt.Fprintf(&b, "\n## %s\n\n| key | does | keys taken |\n| --- | --- | --- |\n", groups[name])
		for j := range g.NumField() {
			bd, ok := g.Field(j).Interface().(key.Binding)
			if !ok {
				continue
			}
			h := bd.Help()
			fmt.Fprintf(&b, "| `%s` | %s | %s |\n", h.Key, h.Desc, strings.Join(bd.Keys(), " "))
		}
	}
	return b.String()
}
