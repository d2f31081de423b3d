//go:build !unix

package bots

import "testing"

// cpuPerOp reports nothing where the process's CPU time is not read
// (cpu_unix_test.go).
func cpuPerOp(*testing.B) func() { return func() {} }
