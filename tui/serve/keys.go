package serve

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"os"
	"sync"
	"time"

	gossh "golang.org/x/crypto/ssh"
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

// allowList is the keys of an authorized_keys file. The file is read
// again when it changes, so a host adds or removes a member without a
// restart; a file that no longer reads keeps the keys read last.
type allowList struct {
	path string
	mu   sync.Mutex
	keys map[string]bool // by the key's wire form
	mod  time.Time
	size int64
	warn func(msg string, args ...any)
}

func newAllowList(path string, warn func(string, ...any)) (*allowList, error) {
	a := &allowList{path: path, warn: warn}
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("--allow: %v", err)
	}
	keys, err := readAuthorizedKeys(path)
	if err != nil {
		return nil, fmt.Errorf("--allow: %v", err)
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

// allows reports whether k is in the file.
func (a *allowList) allows(k gossh.PublicKey) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	if st, err := os.Stat(a.path); err == nil && (!st.ModTime().Equal(a.mod) || st.Size() != a.size) {
		if keys, err := readAuthorizedKeys(a.path); err != nil {
			a.warn("allow list not reread, the keys read before still apply", "file", a.path, "error", err)
		} else {
			a.keys = keys
		}
		a.mod, a.size = st.ModTime(), st.Size()
	}
	return a.keys[string(k.Marshal())]
}

// readAuthorizedKeys reads the keys of an authorized_keys file; a line
// that is not a key is an error naming the line.
func readAuthorizedKeys(path string) (map[string]bool, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	keys := map[string]bool{}
	for i, line := range bytes.Split(b, []byte("\n")) {
		line = bytes.TrimSpace(line)
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		k, _, _, _, err := gossh.ParseAuthorizedKey(line)
		if err != nil {
			return nil, fmt.Errorf("%s line %d: not a public key (%v)", path, i+1, err)
		}
		keys[string(k.Marshal())] = true
	}
	return keys, nil
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
