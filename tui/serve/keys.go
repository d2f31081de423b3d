package serve

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net"
	"os"
	"strings"
	"sync"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"razz/tui/store"
)

// HostKeyFile is the host key's name in the data folder.
const HostKeyFile = "host_ed25519"

// Fingerprint is a key's SHA256 fingerprint as ssh-keygen -l prints it:
// "SHA256:" and the unpadded base64 of the key's hash.
func Fingerprint(k gossh.PublicKey) string { return gossh.FingerprintSHA256(k) }

// Folder is the name of a key's folder under users/: the fingerprint's
// hash in URL-safe base64 (ssh-keygen's, with - for + and _ for /, so it
// is a file name) and without the "SHA256:" prefix.
func Folder(k gossh.PublicKey) string {
	h := sha256.Sum256(k.Marshal())
	return base64.RawURLEncoding.EncodeToString(h[:])
}

// allowList is the keys of an authorized_keys file, with the options
// that matter for a club: from="pattern-list" (the addresses a key may
// come from) and expiry-time="YYYYMMDD[HHMM[SS]][Z]" (when it stops
// being let in). The options that only take away what razz never grants
// (no-port-forwarding, no-agent-forwarding, no-x11-forwarding,
// no-user-rc, restrict with pty) are taken; a key with any other option
// (command=, environment=, permitopen=, principals=, cert-authority,
// no-pty, ...) is refused, with a line in the log, rather than let in
// with an option unheeded. The file is read again when it changes, so a
// host adds or removes a member without a restart; a file removed or
// emptied lets no one in, and a line that no longer reads is skipped and
// logged: never the keys read before.
type allowList struct {
	path string
	mu   sync.Mutex
	keys map[string]allowed // by the key's wire form
	mod  time.Time
	size int64
	gone bool // the file could not be read at the last look
	warn func(msg string, args ...any)
}

// allowed is what a key's options allow.
type allowed struct {
	from    []string  // from="..." patterns; nil for any address
	expires time.Time // expiry-time; zero for never
}

func newAllowList(path string, warn func(string, ...any)) (*allowList, error) {
	a := &allowList{path: path, warn: warn}
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("--allow: %v", err)
	}
	keys, err := readAuthorizedKeys(path, true, warn)
	if err != nil {
		return nil, fmt.Errorf("--allow: %v", err)
	}
	if len(keys) == 0 {
		return nil, fmt.Errorf("--allow %s holds no key that may join: nobody could", path)
	}
	a.keys, a.mod, a.size = keys, st.ModTime(), st.Size()
	return a, nil
}

// Len is how many keys the list holds.
func (a *allowList) Len() int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return len(a.keys)
}

// allows says whether k may join from addr at now, and if not why (for
// the log).
func (a *allowList) allows(k gossh.PublicKey, addr net.Addr, now time.Time) (bool, string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.reread()
	al, ok := a.keys[string(k.Marshal())]
	switch {
	case !ok:
		return false, "key not in the allow list"
	case !al.expires.IsZero() && !now.Before(al.expires):
		return false, "key expired (expiry-time in the allow list)"
	case al.from != nil && !fromMatches(al.from, addr):
		return false, "key not allowed from this address (from= in the allow list)"
	}
	return true, ""
}

// reread reads the file again when it changed, with a.mu held.
func (a *allowList) reread() {
	st, err := os.Stat(a.path)
	if err != nil {
		if !a.gone {
			a.warn("the allow list cannot be read: no key may join until it can", "file", a.path, "error", err.Error())
		}
		a.keys, a.gone = nil, true
		return
	}
	if !a.gone && st.ModTime().Equal(a.mod) && st.Size() == a.size {
		return
	}
	keys, err := readAuthorizedKeys(a.path, false, a.warn)
	if err != nil {
		a.warn("the allow list cannot be read: no key may join until it can", "file", a.path, "error", err.Error())
		a.keys, a.gone = nil, true
		return
	}
	if len(keys) == 0 {
		a.warn("the allow list holds no key that may join: nobody can", "file", a.path)
	}
	a.keys, a.gone, a.mod, a.size = keys, false, st.ModTime(), st.Size()
}

// readAuthorizedKeys reads the keys of an authorized_keys file (at most
// store.MaxInput), with their options. A key whose options razz does not
// take is left out and told to warn. A line that is not a key is an
// error naming it when strict (at the start, where the host is there to
// mend it), else told to warn and left out.
func readAuthorizedKeys(path string, strict bool, warn func(string, ...any)) (map[string]allowed, error) {
	b, err := store.ReadInput(path, nil)
	if err != nil {
		return nil, err
	}
	keys := map[string]allowed{}
	for i, line := range bytes.Split(b, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		k, _, options, _, err := gossh.ParseAuthorizedKey(line)
		if err != nil {
			if strict {
				return nil, fmt.Errorf("%s line %d: not a public key (%v)", path, i+1, err)
			}
			warn("allow list: a line that is not a key is skipped", "file", path, "line", i+1, "error", err.Error())
			continue
		}
		al, err := keyOptions(options, time.Local)
		if err != nil {
			warn("allow list: a key is refused", "file", path, "line", i+1, "fingerprint", Fingerprint(k), "reason", err.Error())
			continue
		}
		keys[string(k.Marshal())] = al
	}
	return keys, nil
}

// keyOptions reads a key's authorized_keys options (OpenSSH's, case
// insensitive), expiry times without a Z in loc.
func keyOptions(options []string, loc *time.Location) (allowed, error) {
	var al allowed
	restricted, pty := false, false
	for _, o := range options {
		name, value, quoted := strings.Cut(o, "=")
		name = strings.ToLower(name)
		if quoted {
			v, err := unquoteOption(value)
			if err != nil {
				return al, fmt.Errorf("%s: %v", name, err)
			}
			value = v
		}
		switch {
		case name == "from" && quoted:
			for _, p := range strings.Split(value, ",") {
				if p = strings.TrimSpace(p); p == "" {
					return al, fmt.Errorf("from=%q: an empty pattern", value)
				}
				if cidr := strings.TrimPrefix(p, "!"); strings.Contains(cidr, "/") {
					if _, _, err := net.ParseCIDR(cidr); err != nil {
						return al, fmt.Errorf("from=%q: %q is not an address/bits", value, cidr)
					}
				}
				al.from = append(al.from, p)
			}
		case name == "expiry-time" && quoted:
			t, err := expiryTime(value, loc)
			if err != nil {
				return al, err
			}
			al.expires = t
		case !quoted && (name == "no-port-forwarding" || name == "no-agent-forwarding" || name == "no-x11-forwarding" || name == "no-user-rc"):
			// razz grants none of these
		case !quoted && name == "restrict":
			restricted = true
		case !quoted && name == "pty":
			pty = true
		default:
			return al, fmt.Errorf("option %s is not one razz takes (from=, expiry-time=, restrict,pty and the no- options of forwarding)", name)
		}
	}
	if restricted && !pty {
		return al, fmt.Errorf("restrict without pty: the key may not open the terminal the trainer needs")
	}
	return al, nil
}

// unquoteOption is an option's value as written between double quotes,
// with \" for a quote.
func unquoteOption(v string) (string, error) {
	if len(v) < 2 || v[0] != '"' || v[len(v)-1] != '"' {
		return "", fmt.Errorf("its value %s is not in double quotes", v)
	}
	return strings.ReplaceAll(v[1:len(v)-1], `\"`, `"`), nil
}

// expiryTime reads an expiry-time: YYYYMMDD, YYYYMMDDHHMM or
// YYYYMMDDHHMMSS, in loc or, with a trailing Z, in UTC (as OpenSSH's).
func expiryTime(v string, loc *time.Location) (time.Time, error) {
	s := v
	if t, ok := strings.CutSuffix(s, "Z"); ok {
		s, loc = t, time.UTC
	}
	layouts := map[int]string{8: "20060102", 12: "200601021504", 14: "20060102150405"}
	layout, ok := layouts[len(s)]
	if ok {
		if t, err := time.ParseInLocation(layout, s, loc); err == nil {
			return t, nil
		}
	}
	return time.Time{}, fmt.Errorf("expiry-time=%q: want YYYYMMDD[HHMM[SS]], with Z for UTC", v)
}

// fromMatches says whether addr's IP matches a from= pattern list as
// OpenSSH's sshd with UseDNS no (its default) does: a pattern is an
// address/bits, or an address with * and ? wildcards; a pattern after !
// that matches refuses the address, whatever the others say. A host
// name never matches: no name is looked up.
func fromMatches(patterns []string, addr net.Addr) bool {
	host := addr.String()
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	ip := net.ParseIP(host)
	if ip == nil {
		return false
	}
	if ip4 := ip.To4(); ip4 != nil {
		ip = ip4
	}
	text := ip.String()
	matched := false
	for _, p := range patterns {
		neg := strings.HasPrefix(p, "!")
		p = strings.TrimPrefix(p, "!")
		var m bool
		if _, n, err := net.ParseCIDR(p); err == nil {
			m = n.Contains(ip)
		} else {
			m = wildcard(strings.ToLower(p), text)
		}
		if m && neg {
			return false
		}
		matched = matched || m
	}
	return matched
}

// wildcard matches s against a pattern of * (any run) and ? (one
// character), as OpenSSH's match_pattern.
func wildcard(p, s string) bool {
	for len(p) > 0 {
		switch p[0] {
		case '*':
			for i := len(s); i >= 0; i-- {
				if wildcard(p[1:], s[i:]) {
					return true
				}
			}
			return false
		case '?':
			if s == "" {
				return false
			}
			p, s = p[1:], s[1:]
		default:
			if s == "" || s[0] != p[0] {
				return false
			}
			p, s = p[1:], s[1:]
		}
	}
	return s == ""
}

// rateLimit allows each address a burst of connections, then one every
// 1/perSecond seconds: a token bucket an address.
type rateLimit struct {
	burst     float64
	perSecond float64
	mu        sync.Mutex
	buckets   map[string]*bucket
}

type bucket struct {
	tokens float64
	last   time.Time
}

func newRateLimit(burst int, perMinute float64) *rateLimit {
	return &rateLimit{burst: float64(burst), perSecond: perMinute / 60, buckets: map[string]*bucket{}}
}

// allow takes a token from the address's bucket at time now.
func (r *rateLimit) allow(addr string, now time.Time) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	b, ok := r.buckets[addr]
	if !ok {
		if len(r.buckets) >= 10000 { // forget the addresses whose buckets are full again
			for a, old := range r.buckets {
				if old.tokens+now.Sub(old.last).Seconds()*r.perSecond >= r.burst {
					delete(r.buckets, a)
				}
			}
		}
		b = &bucket{tokens: r.burst, last: now}
		r.buckets[addr] = b
	}
	b.tokens = min(r.burst, b.tokens+now.Sub(b.last).Seconds()*r.perSecond)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
