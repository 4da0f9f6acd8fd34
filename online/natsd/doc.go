// Package natsd runs an embedded NATS server (nats-server, with JetStream) for online play:
// configured from a Config written as the server's own configuration (accounts, users and
// their permissions, JetStream's store, a cluster's routes, an operator's accounts), started
// in the process, reloaded when its users change, stopped by its owner. It never opens a
// window and knows nothing of the game: package online says who may use which subjects.
package natsd
