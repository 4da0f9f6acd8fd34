package online

// Subjects: the names a match uses on the server (its subjects, streams and inboxes) and
// what each party may use of them: the permissions that close each side's subjects to the
// others.

import (
	"fmt"

	"skirmish/online/natsd"
)

// LobbyBucket is the key-value bucket of open matches.
const LobbyBucket = "skirmish-lobby"

// names are one match's subjects and streams.
type names struct{ id string }

// prefix is the start of every subject of the match.
func (n names) prefix() string { return "skm." + n.id }

// join is the subject a guest asks the host on: to join, to look, to watch.
func (n names) join() string { return n.prefix() + ".join" }

// journal is the subject and stream of the match's record, the host's alone.
func (n names) journal() string       { return n.prefix() + ".j" }
func (n names) journalStream() string { return "SKM_" + n.id + "_J" }

// audience names who an audience is in subjects: "s0", "s1" … for the sides' seats, "o" for
// the observers.
func audience(side int) string {
	if side < 0 {
		return "o"
	}
	return fmt.Sprintf("s%d", side)
}

// in is the subject an audience's messages go to the host on (request and reply).
func (n names) in(a string) string { return n.prefix() + "." + a + ".in" }

// frames is the subject of an audience's frames (its stream's); view the subject its views
// are pushed on (not kept: the last one is asked of the host).
func (n names) frames(a string) string { return n.prefix() + "." + a + ".out.frame" }
func (n names) view(a string) string   { return n.prefix() + "." + a + ".out.view" }
func (n names) out(a string) string    { return n.prefix() + "." + a + ".out.>" }

// stream is the JetStream stream of an audience's frames.
func (n names) stream(a string) string { return "SKM_" + n.id + "_" + a }

// inbox is the inbox prefix of a party: its replies come there, and no other party may read
// them.
func (n names) inbox(party string) string { return "_I." + n.id + "." + party }

// guestInbox, hostInbox are the parties' inbox prefixes ("g" guests, "h" the host).
func (n names) guestInbox() string { return n.inbox("g") }
func (n names) hostInbox() string  { return n.inbox("h") }

// streamRead are the JetStream API subjects a party publishes to read stream (an ordered
// consumer of its own: made, fed, asked of, deleted) and to get its last message.
func streamRead(stream string) []string {
	api := "$JS.API."
	return []string{
		api + "INFO",
		api + "STREAM.INFO." + stream,
		api + "CONSUMER.CREATE." + stream, api + "CONSUMER.CREATE." + stream + ".>",
		api + "CONSUMER.DELETE." + stream + ".>",
		api + "CONSUMER.INFO." + stream + ".>",
		api + "CONSUMER.MSG.NEXT." + stream + ".>",
		api + "DIRECT.GET." + stream, api + "DIRECT.GET." + stream + ".>",
		api + "STREAM.MSG.GET." + stream,
		"$JS.ACK." + stream + ".>",
		"$JS.FC." + stream + ".>",
	}
}

// streamKeep are the JetStream API subjects a host publishes to keep stream: make it, change
// it, ask about it and get its messages (a user's JWT carries its permissions in a control
// line of 4 KiB, so they are few and use wildcards).
func streamKeep(stream string) []string {
	api := "$JS.API."
	return []string{api + "STREAM.*." + stream, api + "STREAM.MSG.GET." + stream, api + "DIRECT.GET." + stream + ".>"}
}

// hostPerms is what the host of a match of sides sides may do: everything of the match (its
// subjects; its record's and audiences' streams, the record read by a consumer), its entry in
// the lobby, and answer its parties (in their inboxes: a reload of the users forgets the
// requests received, which allow_responses would need). Nothing of another match's.
func (n names) hostPerms(sides int) natsd.Perms {
	j := n.journalStream()
	pub := []string{n.prefix() + ".>", "_I." + n.id + ".>", "$KV." + LobbyBucket + "." + n.id, "$JS.API.INFO",
		"$JS.API.CONSUMER.*." + j, "$JS.API.CONSUMER.*." + j + ".>", "$JS.API.CONSUMER.MSG.NEXT." + j + ".>"}
	pub = append(pub, streamKeep(j)...)
	pub = append(pub, streamKeep(n.stream(audience(-1)))...)
	for i := range sides {
		pub = append(pub, streamKeep(n.stream(audience(i)))...)
	}
	pub = append(pub, streamKeep("KV_"+LobbyBucket)...)
	return natsd.Perms{Pub: pub, Sub: []string{n.prefix() + ".>", n.hostInbox() + ".>"}, Responses: true}
}

// guestPerms is what a guest (who knows the code and nothing else) may do: ask the host, and
// read the lobby.
func (n names) guestPerms() natsd.Perms {
	return natsd.Perms{Pub: append([]string{n.join()}, streamRead("KV_"+LobbyBucket)...),
		Sub: []string{n.guestInbox() + ".>"}}
}

// audiencePerms is what the seat of an audience may do: send its messages, read its own
// stream and views, and nothing of any other's.
func (n names) audiencePerms(a string) natsd.Perms {
	return natsd.Perms{Pub: append([]string{n.in(a)}, streamRead(n.stream(a))...),
		Sub: []string{n.inbox(a) + ".>", n.out(a)}}
}
