package netplay

import (
	"os"
	"os/exec"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// startDying starts the command so that its process ends when the test binary does (a test
// that timed out and panicked leaves no host or join running). The kernel sends the signal when
// the thread that started the process ends, not the process: Go ends a thread whose goroutine
// locked it and returned, and may start a process from any thread, so the start is made from a
// thread locked for the purpose until the process has ended (ended is closed then).
func startDying(cmd *exec.Cmd, ended <-chan struct{}) error {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	started := make(chan error, 1)
	go func() {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		err := cmd.Start()
		started <- err
		if err == nil {
			<-ended
		}
	}()
	return <-started
}

// A command started from a goroutine whose thread then ends (it locked the thread and
// returned) still runs: the signal meant for the test binary's end is not sent at that
// thread's. (The goroutine must not be on the main thread, which Go never ends: one that lands
// there stays parked, and another tries.)
func TestACommandOutlivesTheThreadThatStartedIt(t *testing.T) {
	got := make(chan *proc)
	park := make(chan struct{})
	defer close(park)
	var try func()
	try = func() {
		runtime.LockOSThread() // returning without unlocking ends this thread
		if syscall.Gettid() == os.Getpid() {
			go try()
			<-park
			return
		}
		got <- start(t, "sleeper", "sleep")
	}
	go try()
	p := <-got
	select {
	case <-p.done:
		t.Fatalf("the command ended (exit %d) when the thread that started it did", p.code)
	case <-time.After(2 * time.Second):
	}
	p.kill()
	if p.code != -1 {
		t.Errorf("the command, killed, ended with %d (want -1: a signal)", p.code)
	}
}
