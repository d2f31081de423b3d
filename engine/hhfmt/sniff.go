package hhfmt

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"regexp"
	"unicode/utf16"
	"unicode/utf8"
)

// Decode turns a hand-history file's bytes into text: UTF-8 with or
// without a byte-order mark, or UTF-16 (little- or big-endian, with a mark
// or without one, as some sites and editors save it). Bytes that are not
// UTF-8 are read as Latin-1, as older clients wrote names.
func Decode(data []byte) string {
	if order, mark := utf16Of(data); order != nil {
		return utf16Text(data[mark:], order)
	}
	data = bytes.TrimPrefix(data, []byte{0xEF, 0xBB, 0xBF})
	if utf8.Valid(data) {
		return string(data)
	}
	rs := make([]rune, len(data))
	for i, b := range data {
		rs[i] = rune(b)
	}
	return string(rs)
}

func utf16Text(b []byte, order binary.ByteOrder) string {
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = order.Uint16(b[2*i:])
	}
	return string(utf16.Decode(u))
}

// utf16Of says whether a file's first bytes are UTF-16 text: its byte
// order (nil when it is not) and the length of its byte-order mark.
func utf16Of(head []byte) (binary.ByteOrder, int) {
	switch {
	case bytes.HasPrefix(head, []byte{0xFF, 0xFE}):
		return binary.LittleEndian, 2
	case bytes.HasPrefix(head, []byte{0xFE, 0xFF}):
		return binary.BigEndian, 2
	case len(head) >= 4 && head[0] != 0 && head[1] == 0 && head[3] == 0:
		return binary.LittleEndian, 0
	case len(head) >= 4 && head[0] == 0 && head[1] != 0 && head[2] == 0:
		return binary.BigEndian, 0
	}
	return nil, 0
}

// otherSites are the first lines of other sites' hand histories, which
// razz does not read.
var otherSites = []struct {
	re   *regexp.Regexp
	name string
}{
	{regexp.MustCompile(`^\s*(?:Full Tilt Poker|FullTiltPoker) (?:Game|Hand) #`), "Full Tilt"},
	{regexp.MustCompile(`^\s*Winamax Poker - `), "Winamax"},
	{regexp.MustCompile(`^\s*(?:KingsClub|Kings Club)`), "KingsClub"},
	// KingsClub's own files start with the hand and its game: "#39969356:
	// Limit Razz - 40/80", the date on the next line.
	{regexp.MustCompile(`^\s*#\d+: (?:No |Pot |Fixed )?Limit .+ - [$€£]?[\d.,]+/[$€£]?[\d.,]+\s*$`), "KingsClub"},
	{regexp.MustCompile(`^\s*\*{5} Hand History [Ff]or Game`), "PartyPoker"},
	{regexp.MustCompile(`^\s*#Game No\s*:`), "888poker"},
	{regexp.MustCompile(`^\s*Everleaf Gaming Game #`), "Everleaf"},
	{regexp.MustCompile(`^\s*(?:Hand #\d+-\d+ - |Game #\d+ starts\.|<game id=)`), "Merge"},
	{regexp.MustCompile(`^\s*<session sessioncode=`), "iPoker"},
	{regexp.MustCompile(`^\s*(?:GGPoker|Poker) Hand #[A-Z]+\d+:`), "GGPoker"},
	{regexp.MustCompile(`^\s*Ongame`), "Ongame"},
}

// OtherSite names the site whose hand history text starts with head
// ("Full Tilt"), or "" when it is none razz knows of.
func OtherSite(head []byte) string {
	text := Decode(head)
	for _, line := range bytes.SplitN([]byte(text), []byte("\n"), 8) {
		if len(bytes.TrimSpace(line)) == 0 || bytes.HasPrefix(bytes.TrimSpace(line), []byte("<?xml")) {
			continue
		}
		for _, s := range otherSites {
			if s.re.Match(line) {
				return s.name
			}
		}
		if !bytes.HasPrefix(bytes.TrimSpace(line), []byte("<")) {
			return ""
		}
	}
	return ""
}

// OtherSiteError is the one line for a file of another site.
func OtherSiteError(site string) error {
	article := "a"
	if site == "888poker" || site == "Everleaf" || site == "iPoker" || site == "Ongame" {
		article = "an"
	}
	return fmt.Errorf("%s %s hand history: razz reads PokerStars text, PHH and its own hand logs", article, site)
}
