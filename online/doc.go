// Package online is play across a network, on NATS: a host's game runs the battle (a
// play.Match) and serves each side that plays from another computer its seat there: the
// side's messages in (play.Msg, request and reply), its view and the events it is told out
// (play.View, play.Told), nothing else. What each side may receive is closed to the others by
// the server's permissions, not by the client's courtesy: the host grants each joining player
// a NATS user of its own (an nkey whose seed never leaves the player's computer) that may use
// its side's subjects only.
//
// Nothing is lost: every choice that changes the battle goes to the match's JetStream stream
// (its record, play.Journal) before the battle takes it; each side's events and combat log go
// to a stream of the side's, from which a player whose link dropped catches up; a host that
// died resumes from the record (play.Record, play.Match.Resume); a message of a seat's that is
// stale (an old connection's, a host run's before) or replayed is refused. The match's save is
// a local battle's: the seed, the setup and the actions (combat/save).
//
// The host runs an embedded nats-server with JetStream (package natsd) on a port it chooses,
// or uses any NATS server or cluster by URL, minting its players' users with an account
// signing key (decentralised auth). Open matches are listed in a JetStream key-value bucket,
// the lobby. A joining player's game holds a Seat: Send, View, the events and the log, as a
// play.Session gives them at the host; Bot plays a seat through those alone. No window: the
// screens live in scenes, the commands in main.
package online
