// Package serve owns razz serve: the SSH server (Wish v2 and its Bubble
// Tea middleware) that gives every SSH session with a terminal its own
// trainer. It owns the host key, who may join (public keys only, an
// optional authorized_keys file), each key's folder under DATA/users/, the
// limits (sessions at once, idle time, connections an address), the
// refusals (commands, sessions without a terminal, forwarding,
// subsystems), the connect and disconnect log lines and the graceful stop.
//
// It must not import tui/cli (the command line makes the trainer a user
// gets and passes it in as Config.App), engine or bots: a session's
// trainer is a tea.Model like any other. Nothing a client sends names a
// path on the server; the only files serve opens are the host key, the
// allow list and the users' folders, all set by the operator.
package serve
