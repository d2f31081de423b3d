package cli

import (
	"bufio"
	"io"
	"os"
)

// spillAt is how much a spill holds in memory before it moves to a file:
// a few thousand hands.
const spillAt = 4 << 20

// spill keeps what is written to it for reading back: in memory up to
// spillAt, then in a temporary file in dir (the system's when ""), which
// is removed at once where the system allows it (a crash leaves nothing)
// and else when the spill is closed. An import keeps the hands it has
// checked in one until they are saved, so that a file of any size takes
// the memory of a few thousand hands.
type spill struct {
	dir  string
	mem  []byte
	f    *os.File
	w    *bufio.Writer
	name string // the file to remove when closed, "" once removed
	size int64
	err  error // the first write's error: every later write fails with it
}

func newSpill(dir string) *spill { return &spill{dir: dir} }

func (s *spill) Write(p []byte) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	if s.f == nil && len(s.mem)+len(p) > spillAt {
		s.err = s.toFile()
		if s.err != nil {
			return 0, s.err
		}
	}
	if s.f == nil {
		s.mem = append(s.mem, p...)
	} else if _, s.err = s.w.Write(p); s.err != nil {
		return 0, s.err
	}
	s.size += int64(len(p))
	return len(p), nil
}

// toFile moves what is held to a temporary file.
func (s *spill) toFile() error {
	if s.dir != "" {
		if err := os.MkdirAll(s.dir, 0o755); err != nil {
			return err
		}
	}
	f, err := os.CreateTemp(s.dir, ".razz-import-*")
	if err != nil {
		return err
	}
	s.f, s.name = f, f.Name()
	if os.Remove(s.name) == nil {
		s.name = "" // gone from the folder, kept while open
	}
	s.w = bufio.NewWriterSize(f, 256<<10)
	_, err = s.w.Write(s.mem)
	s.mem = nil
	return err
}

// ReadAt reads what was written, from off.
func (s *spill) ReadAt(p []byte, off int64) (int, error) {
	if s.f == nil {
		if off >= int64(len(s.mem)) {
			return 0, io.EOF
		}
		n := copy(p, s.mem[off:])
		if n < len(p) {
			return n, io.EOF
		}
		return n, nil
	}
	if err := s.w.Flush(); err != nil {
		return 0, err
	}
	return s.f.ReadAt(p, off)
}

// reader reads what was written, from its start.
func (s *spill) reader() io.Reader { return io.NewSectionReader(s, 0, s.size) }

// Err is the first write's error, nil when every write was kept.
func (s *spill) Err() error { return s.err }

// Close lets what was written go.
func (s *spill) Close() error {
	s.mem = nil
	if s.f == nil {
		return nil
	}
	err := s.f.Close()
	if s.name != "" {
		os.Remove(s.name)
	}
	s.f = nil
	return err
}
