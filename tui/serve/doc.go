// Package serve owns razz serve: the SSH server (Wish v2; the trainer's
// Bubble Tea program is run by term.go, not Wish's middleware) that gives
// every SSH session with a terminal its own trainer. It owns the host key
// (Wish's option), who may join (public keys only, an optional
// authorized_keys file), each key's folder under DATA/users/, the limits
// (sessions at once, a key and a connection, terminal sizes, idle time,
// connections an address), the
// refusals (commands, sessions without a terminal, forwarding,
// subsystems), the connect and disconnect log lines and the graceful stop.
//
// It also holds the command's body (Main) and the trainer a session gets
// (Trainer: the screens of package tui, set up by tui/cli's Home for the
// key's folder). It may import tui, tui/cli, tui/store, tui/drill and tui/watch; it
// must not import engine or bots (the trainer is a tea.Model like any
// other to the server), and tui/cli must not import it (cli has no Bubble
// Tea). Nothing a client sends names a path on the server; the only files
// serve opens are the host key, the allow list and the users' folders, all
// set by the operator.
package serve
