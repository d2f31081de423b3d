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
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		data = data[3:]
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return utf16Text(data[2:], binary.LittleEndian)
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return utf16Text(data[2:], binary.BigEndian)
	case len(data) >= 4 && data[0] != 0 && data[1] == 0 && data[3] == 0:
		return utf16Text(data, binary.LittleEndian)
	case len(data) >= 4 && data[0] == 0 && data[1] != 0 && data[2] == 0:
		return utf16Text(data, binary.BigEndian)
	}
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

// IsUTF16 says whether a file's first bytes are UTF-16 text.
func IsUTF16(head []byte) bool {
	return bytes.HasPrefix(head, []byte{0xFF, 0xFE}) || bytes.HasPrefix(head, []byte{0xFE, 0xFF}) ||
		len(head) >= 4 && (head[0] != 0 && head[1] == 0 && head[3] == 0 || head[0] == 0 && head[1] != 0 && head[2] == 0)
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
