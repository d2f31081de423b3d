package serve

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
	"time"

	gossh "golang.org/x/crypto/ssh"
)

// HostKeyFile is the host key's name in the data folder.
const HostKeyFile = "host_ed25519"

// hostKey reads the server's private key at path, or makes an ed25519 key
// there (mode 0600, written to a temporary file and renamed) when there is
// none, so that clients see the same key after a restart.
func hostKey(path string) (gossh.Signer, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if b, err = newHostKey(path); err != nil {
			return nil, fmt.Errorf("host key %s could not be made: %w", path, err)
		}
	} else if err != nil {
		return nil, fmt.Errorf("host key: %w", err)
	}
	signer, err := gossh.ParsePrivateKey(b)
	if err != nil {
		return nil, fmt.Errorf("host key %s: %v", path, err)
	}
	return signer, nil
}

func newHostKey(path string) ([]byte, error) {
	_, key, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	block, err := gossh.MarshalPrivateKey(key, "razz serve")
	if err != nil {
		return nil, err
	}
	b := pem.EncodeToMemory(block)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".host-key-*")
	if err != nil {
		return nil, err
	}
	defer os.Remove(tmp.Name()) // a no-op once renamed
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return nil, err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return nil, err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return nil, err
	}
	if err := tmp.Close(); err != nil {
		return nil, err
	}
	// Link, not rename: a key another razz serve made meanwhile is kept.
	if err := os.Link(tmp.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return os.ReadFile(path)
		}
		return nil, err
	}
	pub := gossh.MarshalAuthorizedKey(mustSigner(key).PublicKey())
	_ = os.WriteFile(path+".pub", pub, 0o644) // for the operator to publish; the server never reads it
	return b, nil
}

func mustSigner(key ed25519.PrivateKey) gossh.Signer {
	s, err := gossh.NewSignerFromKey(key)
	if err != nil {
		panic(err) // an ed25519 key always makes a signer
	}
	return s
}

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
