// Package userfile opens and reads files the game did not choose (maps, tilesets, saves, scenarios, catalogs, campaigns, settings) without ever blocking or reading past a limit.
//
// A path a user gives may name anything: a named pipe, whose opening blocks until a writer
// comes; a device such as /dev/zero, which never ends; a folder; a sparse file of a terabyte.
// Open and Read look at what the path is before opening it, open it without blocking
// (O_NONBLOCK where the system has it), look again at what was opened, and refuse anything
// but a regular file with an *Error naming the file and what it is. Read then reads at most
// its limit, refusing a bigger file before reading any of it. OpenIn and ReadIn do the same
// inside an os.Root, keeping a map's files confined to its folder.
package userfile
