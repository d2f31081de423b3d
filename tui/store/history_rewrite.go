package store

import (
	"bytes"
	"io"
	"os"
)

// Rewrite changes saved hands in place, under the history's lock: change
// is called with every complete line and returns the line to write
// instead and true, or false to keep it. The file is written whole to a
// temporary file and renamed over the history (a reader sees the old
// file or the new one, and a save waiting for the lock goes to the new
// one), only when a line changed; Rewrite returns how many did. Damaged
// lines and a torn last line are kept as they are, for the next read to
// set aside.
func (h *History) Rewrite(change func(Line) ([]byte, bool)) (int, error) {
	f, err := openLocked(h.path, os.O_RDWR)
	if err != nil {
		return 0, err
	}
	defer closeLocked(f)
	fi, err := f.Stat()
	if err != nil {
		return 0, err
	}
	data, err := io.ReadAll(io.NewSectionReader(f, 0, fi.Size()))
	if err != nil {
		return 0, err
	}
	var out []byte
	changed, number := 0, 0
	for rest := data; len(rest) > 0; {
		nl := bytes.IndexByte(rest, '\n')
		if nl < 0 {
			out = append(out, rest...)
			break
		}
		line := rest[:nl]
		rest = rest[nl+1:]
		number++
		if len(bytes.TrimSpace(line)) > 0 && !damaged(line) {
			if b, ok := change(Line{Number: number, Bytes: line}); ok && !bytes.Equal(b, line) {
				out = append(append(out, b...), '\n')
				changed++
				continue
			}
		}
		out = append(append(out, line...), '\n')
	}
	if changed == 0 {
		return 0, nil
	}
	return changed, WriteFile(h.path, out)
}
