package bots

import (
	"strings"

	"razz/engine"
)

// pairedHolding is a later street's hand with a pair in words (holding's,
// for four to six cards without five ranks): written as a board is
// written, the pairs first, then what it holds and its low ranks:
// "J-J-3-3 (two pair; one low rank: 3)". ok is false for a hand with no
// pair.
func pairedHolding(own []engine.Card) (words string, ok bool) {
	var cnt [engine.NumRanks]int
	for _, c := range own {
		cnt[c.Rank()]++
	}
	var held []string
	pairs := 0
	var pair engine.Rank
	for r := engine.King; ; r-- {
		switch cnt[r] {
		case 4:
			held = append(held, "four "+r.Plural())
		case 3:
			held = append(held, "three "+r.Plural())
		case 2:
			pairs, pair = pairs+1, r
		}
		if r == engine.Ace {
			break
		}
	}
	switch {
	case pairs == 1:
		held = append(held, "a pair of "+pair.Plural())
	case pairs > 1:
		held = append(held, count(pairs)+" pair")
	}
	if len(held) == 0 {
		return "", false
	}
	var b strings.Builder
	var lows []string
	for k := 4; k >= 1; k-- { // the ranks by how often they come, highest first
		for r := engine.King; ; r-- {
			if cnt[r] == k {
				for range k {
					if b.Len() > 0 {
						b.WriteByte('-')
					}
					b.WriteString(r.String())
				}
			}
			if r == engine.Ace {
				break
			}
		}
	}
	for r := engine.Eight; ; r-- {
		if cnt[r] > 0 {
			lows = append(lows, r.String())
		}
		if r == engine.Ace {
			break
		}
	}
	low := "no low card"
	if len(lows) > 0 {
		low = count(len(lows)) + " low rank" + plural(len(lows)) + ": " + strings.Join(lows, "-")
	}
	return b.String() + " (" + strings.Join(held, " and ") + "; " + low + ")", true
}
