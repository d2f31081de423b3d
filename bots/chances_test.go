package bots

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"razz/assets"
	"razz/engine"
)

var updateThird = flag.Bool("update", false, "TestThirdChancesTable: remake assets/third.tsv from the decision code")

// thirdSpots are the spots (as normSpot leaves them) the table holds for
// style P: every kind of decision, raises up to the widest cap (8 bets).
func thirdSpots(P Params) []thirdSpot {
	var out []thirdSpot
	add := func(k thirdSpot) {
		k = P.normSpot(k)
		for _, x := range out {
			if x == k {
				return
			}
		}
		out = append(out, k)
	}
	for _, hu := range []bool{false, true} {
		add(thirdSpot{kind: thirdBringIn, headsUp: hu})
		for lower := range uint8(3) {
			for _, c := range []bool{true, false} {
				for _, steal := range []bool{false, true} {
					add(thirdSpot{kind: thirdOpen, headsUp: hu, lower: lower, callers: c, steal: steal})
				}
			}
		}
		add(thirdSpot{kind: thirdOpen, headsUp: hu, lowDoor: true})
		for raises := range uint8(8) {
			for _, back := range []bool{false, true} {
				add(thirdSpot{kind: thirdFacing, headsUp: hu, raises: raises, raisedBack: back})
				if raises == 0 {
					add(thirdSpot{kind: thirdFacing, headsUp: hu, raisedBack: back, stealBehind: true})
					add(thirdSpot{kind: thirdFacing, headsUp: hu, raisedBack: back, stealer: true})
					add(thirdSpot{kind: thirdFacing, headsUp: hu, raisedBack: back, stealer: true, defending: true})
				}
			}
		}
	}
	return out
}

// thirdTableText is assets/third.tsv as the decision code makes it.
func thirdTableText() string {
	var b strings.Builder
	b.WriteString("# razz's third street by style: the chance a player of the style folds, comes in cheaply (calls or\n")
	b.WriteString("# posts) or puts in a bet (completes or raises), by the spot and the start's points (bots.startOf).\n")
	b.WriteString("# Made from the bots' decision code by `go generate ./bots`, checked by its TestThirdChancesTable.\n")
	b.WriteString("# style\tspot\tpoints\tfold\tcall\tbet\n")
	num := func(f float64) string { return strconv.FormatFloat(f, 'g', -1, 64) }
	var br branches
	for _, P := range tableStyles() {
		for _, k := range thirdSpots(P) {
			for lo := 0; lo <= maxStartPoints; {
				p := P.thirdChances(&k, lo, &br)
				hi := lo
				for hi < maxStartPoints && P.thirdChances(&k, hi+1, &br) == p {
					hi++
				}
				run := strconv.Itoa(lo)
				if hi > lo {
					run += "-" + strconv.Itoa(hi)
				}
				fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\n", P.Style, k, run, num(p[fold]), num(p[passive]), num(p[aggressive]))
				lo = hi + 1
			}
		}
	}
	return b.String()
}

// TestThirdChancesTable: assets/third.tsv is what the decision code gives,
// to the last bit, for every style, spot and start it holds; each of its
// spots reads back as itself; and the code of a style whose numbers differ
// from the table's is asked instead.
func TestThirdChancesTable(t *testing.T) {
	want := thirdTableText()
	if *updateThird {
		if err := os.WriteFile("../assets/third.tsv", []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if assets.ThirdChances != want {
		t.Fatal("assets/third.tsv is not what the decision code gives: run go generate ./bots")
	}
	var br branches
	rows := 0
	for _, P := range tableStyles() {
		for _, k := range thirdSpots(P) {
			back, err := parseThirdSpot(k.String())
			if err != nil || back != k {
				t.Fatalf("%s: spot %q reads back as %+v (%v), not %+v", P.Style, k, back, err, k)
			}
			row := chancesRow(&P, &k)
			if row == nil {
				t.Fatalf("%s %s: no row", P.Style, k)
			}
			for pt := range row {
				if got := P.thirdChances(&k, pt, &br); got != row[pt] {
					t.Fatalf("%s %s %d points: table %v, code %v", P.Style, k, pt, row[pt], got)
				}
			}
			rows++
		}
	}
	t.Logf("%d spots", rows)
	loose := Rock
	loose.Play = 2
	k := thirdSpot{kind: thirdFacing}
	if chancesRow(&loose, &k) != nil {
		t.Error("a Rock with its own numbers read from the Rock's table")
	}
}

// TestStartPointsAsRead: the looked-up points of a start are readStart's,
// for every three cards with each of their ranks and many sets of cards
// seen.
func TestStartPointsAsRead(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(5, 6))
	for a := range engine.Rank(13) {
		for b := range engine.Rank(13) {
			for c := range engine.Rank(13) {
				own := []engine.Card{engine.NewCard(a, engine.Spades), engine.NewCard(b, engine.Hearts), engine.NewCard(c, engine.Diamonds)}
				if a == b && b == c {
					own[2] = engine.NewCard(c, engine.Clubs)
				}
				for range 8 {
					seen := engine.CardSet(r.Uint64()) & engine.FullDeck &^ engine.SetOf(own...)
					if got, want := startPoints(own, seen), readStart(own, seen).points; got != want {
						t.Fatalf("%s seen %v: %d points, readStart %d", engine.FormatCards(own), seen.Cards(), got, want)
					}
				}
			}
		}
	}
}

// TestPhiLookedUp: the looked-up normal distribution is within 1e-5 of
// math.Erfc's everywhere.
func TestPhiLookedUp(t *testing.T) {
	t.Parallel()
	for x := -8.0; x <= 8; x += 0.000731 {
		if want := 0.5 * math.Erfc(-x/math.Sqrt2); math.Abs(phi(x)-want) > 1e-5 {
			t.Fatalf("phi(%v) = %v, want %v", x, phi(x), want)
		}
	}
}
