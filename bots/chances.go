package bots

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"razz/assets"
)

//go:generate go test -run TestThirdChancesTable -update

// This file is third street's action chances as data: for each style and
// each kind of third-street spot (thirdSpot), the chance that a player of
// that style folds, comes in cheaply or puts in a bet with a start of each
// points value. The range read weighs a candidate start by them (it reads
// a spot once and looks its candidates up), instead of running the
// style's decision once a candidate. assets/third.tsv holds them, made
// from the decision code (thirdBy) by `go generate ./bots` and checked
// against it by TestThirdChancesTable; a style the table does not hold
// (a model's own numbers) is asked by its code.

// maxStartPoints is the most points a start scores (the table's last
// column): the best row, an ace and live cards.
const maxStartPoints = 12

// thirdRow is a spot's chances of each intent (fold, passive, aggressive)
// by the start's points.
type thirdRow [maxStartPoints + 1][3]float64

// tableStyles are the styles assets/third.tsv holds, by name.
func tableStyles() []Params {
	return []Params{Grinder, Rock, Maniac, Station, ClassicGrinder, Population.Params}
}

// thirdTable is assets/third.tsv read: a style's name and a spot (norm)
// give its row.
var thirdTable = mustThirdTable(assets.ThirdChances)

type thirdKey struct {
	style string
	spot  thirdSpot
}

func mustThirdTable(text string) map[thirdKey]*thirdRow {
	t, err := parseThirdTable(text)
	if err != nil {
		panic("assets/third.tsv: " + err.Error()) // caught by every test run
	}
	return t
}

// parseThirdTable reads the table: a line a style, spot and run of
// points ("0-5", "8"), then the chances of fold, call and bet.
func parseThirdTable(text string) (map[thirdKey]*thirdRow, error) {
	t := map[thirdKey]*thirdRow{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || line[0] == '#' {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 6 {
			return nil, fmt.Errorf("line %d: %d fields, want 6", n, len(f))
		}
		spot, err := parseThirdSpot(f[1])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		lo, hi, err := pointsRun(f[2])
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n, err)
		}
		var p [3]float64
		for i := range p {
			if p[i], err = strconv.ParseFloat(f[3+i], 64); err != nil || p[i] < 0 || p[i] > 1 {
				return nil, fmt.Errorf("line %d: chance %q", n, f[3+i])
			}
		}
		k := thirdKey{f[0], spot}
		row := t[k]
		if row == nil {
			row = new(thirdRow)
			for pt := range row {
				row[pt] = [3]float64{-1, -1, -1}
			}
			t[k] = row
		}
		for pt := lo; pt <= hi; pt++ {
			row[pt] = p
		}
	}
	for k, row := range t {
		for pt := range row {
			if row[pt][0] < 0 {
				return nil, fmt.Errorf("%s %s: no chances for %d points", k.style, k.spot, pt)
			}
		}
	}
	return t, sc.Err()
}

func pointsRun(s string) (lo, hi int, err error) {
	a, b, run := strings.Cut(s, "-")
	lo, err = strconv.Atoi(a)
	hi = lo
	if err == nil && run {
		hi, err = strconv.Atoi(b)
	}
	if err != nil || lo < 0 || hi < lo || hi > maxStartPoints {
		return 0, 0, fmt.Errorf("points %q", s)
	}
	return lo, hi, nil
}

// chancesRow is the table's row for style P in spot k (the spot as
// normSpot leaves it), nil when the table has none: P is not one of the
// table's styles (tableStyles), or the spot is beyond it.
func chancesRow(P *Params, k *thirdSpot) *thirdRow {
	for _, st := range tableStyles() {
		if st.Style == P.Style {
			q := *P
			q.Title = st.Title // the Shark is read as a Grinder named otherwise
			if q != st {
				return nil
			}
			return thirdTable[thirdKey{st.Style, P.normSpot(*k)}]
		}
	}
	return nil
}

// normSpot leaves of a spot what P's decision reads (thirdBy), so that
// spots alike for it share a row. Folded to, nobody called unless that
// is read.
func (P Params) normSpot(k thirdSpot) thirdSpot {
	n := thirdSpot{kind: k.kind, callers: k.kind == thirdOpen}
	if P.Tuned != nil {
		n.headsUp = k.headsUp
		switch k.kind {
		case thirdOpen:
			if k.headsUp && (k.lowDoor || k.defended) { // the same chances: only the reason's words differ
				n.lowDoor = true
			} else {
				n.lower, n.callers = k.lower, k.callers
			}
		case thirdFacing:
			n.raises, n.raisedBack = k.raises, k.raisedBack
		}
		return n
	}
	switch k.kind {
	case thirdOpen:
		n.steal = k.steal
	case thirdFacing:
		n.raises, n.stealer, n.stealBehind, n.defending = k.raises, k.stealer, k.stealBehind, k.defending
	}
	return n
}

// thirdChances is the chance of each intent in spot k with a start of
// points, its mixed choices counted as the chances they are.
func (P Params) thirdChances(k *thirdSpot, points int, b *branches) [3]float64 {
	var out [3]float64
	b.path, b.i, b.p = b.path[:0], 0, 1
	for {
		want, _ := P.thirdBy(k, points, b)
		out[want] += b.p
		if !b.next() {
			return out
		}
	}
}

// String is the spot as the table writes it: "facing raises=1 heads-up".
func (k thirdSpot) String() string {
	words := []string{[...]string{"bring-in", "open", "facing"}[k.kind]}
	add := func(on bool, w string) {
		if on {
			words = append(words, w)
		}
	}
	add(k.headsUp, "heads-up")
	add(k.lowDoor, "low-door")
	add(k.kind == thirdOpen && !k.lowDoor && k.lower > 0, "lower="+strconv.Itoa(int(k.lower)))
	add(k.kind == thirdFacing, "raises="+strconv.Itoa(int(k.raises)))
	add(!k.callers && k.kind == thirdOpen, "called")
	add(k.steal, "steal")
	add(k.stealer, "stealer")
	add(k.stealBehind, "steal-behind")
	add(k.defending, "defending")
	add(k.raisedBack, "raised-back")
	return strings.Join(words, " ")
}

// parseThirdSpot reads String's words (a spot with only the fields
// normSpot keeps: nobody called unless it says "called").
func parseThirdSpot(s string) (thirdSpot, error) {
	words := strings.Fields(s)
	var k thirdSpot
	if len(words) == 0 {
		return k, fmt.Errorf("no spot")
	}
	switch words[0] {
	case "bring-in":
		k.kind = thirdBringIn
	case "open":
		k.kind = thirdOpen
	case "facing":
		k.kind = thirdFacing
	default:
		return k, fmt.Errorf("spot %q: want bring-in, open or facing first", s)
	}
	k.callers = k.kind == thirdOpen
	for _, w := range words[1:] {
		name, num, hasNum := strings.Cut(w, "=")
		n, err := strconv.Atoi(num)
		if hasNum && (err != nil || n < 0 || n > 255) {
			return k, fmt.Errorf("spot %q: %q", s, w)
		}
		switch {
		case w == "heads-up":
			k.headsUp = true
		case w == "low-door":
			k.lowDoor = true
		case w == "called":
			k.callers = false
		case w == "steal":
			k.steal = true
		case w == "stealer":
			k.stealer = true
		case w == "steal-behind":
			k.stealBehind = true
		case w == "defending":
			k.defending = true
		case w == "raised-back":
			k.raisedBack = true
		case hasNum && name == "lower" && n <= 2:
			k.lower = uint8(n)
		case hasNum && name == "raises":
			k.raises = uint8(n)
		default:
			return k, fmt.Errorf("spot %q: %q", s, w)
		}
	}
	return k, nil
}
