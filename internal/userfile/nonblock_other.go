//go:build !unix

package userfile

// Systems without O_NONBLOCK (Windows): their named pipes are not files in a folder, and the
// check before opening refuses what is not a regular file.

// nonBlock is added to the flags a user's file is opened with.
const nonBlock = 0
