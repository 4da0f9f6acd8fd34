package netplay

import (
	"os/exec"
	"syscall"
)

// dieWithTest makes the command's process end when the test binary does (a test that timed
// out and panicked leaves no host or join running).
func dieWithTest(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
