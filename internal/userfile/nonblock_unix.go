//go:build unix

package userfile

// Opening without blocking where the system can: a named pipe opened for reading then returns at once.

import "syscall"

// nonBlock is added to the flags a user's file is opened with.
const nonBlock = syscall.O_NONBLOCK
