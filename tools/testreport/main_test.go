package main

import (
	"strings"
	"testing"
)

// stream is go test -json of two packages: one passing with a slow test and a subtest, one
// failing a test whose output must be shown.
const stream = `{"Action":"start","Package":"skirmish/a"}
{"Action":"run","Package":"skirmish/a","Test":"TestSlow"}
{"Action":"output","Package":"skirmish/a","Test":"TestSlow","Output":"=== RUN   TestSlow\n"}
{"Action":"pass","Package":"skirmish/a","Test":"TestSlow/part","Elapsed":4}
{"Action":"pass","Package":"skirmish/a","Test":"TestSlow","Elapsed":5}
{"Action":"pass","Package":"skirmish/a","Test":"TestQuick","Elapsed":0.1}
{"Action":"output","Package":"skirmish/a","Output":"PASS\n"}
{"Action":"output","Package":"skirmish/a","Output":"ok  \tskirmish/a\t5.2s\n"}
{"Action":"pass","Package":"skirmish/a","Elapsed":5.2}
{"Action":"run","Package":"skirmish/b","Test":"TestBroken"}
{"Action":"output","Package":"skirmish/b","Test":"TestBroken","Output":"    b_test.go:9: want 2, got 3\n"}
{"Action":"fail","Package":"skirmish/b","Test":"TestBroken","Elapsed":0.2}
{"Action":"output","Package":"skirmish/b","Output":"FAIL\tskirmish/b\t0.3s\n"}
{"Action":"fail","Package":"skirmish/b","Elapsed":0.3}
`

func TestReport(t *testing.T) {
	var out strings.Builder
	r, err := read(strings.NewReader(stream), &out)
	if err != nil {
		t.Fatal(err)
	}
	if !r.failed {
		t.Error("a failed test, and the report says all passed")
	}
	echoed := out.String()
	for _, want := range []string{"ok  \tskirmish/a\t5.2s", "b_test.go:9: want 2, got 3", "FAIL\tskirmish/b"} {
		if !strings.Contains(echoed, want) {
			t.Errorf("the output lacks %q:\n%s", want, echoed)
		}
	}
	if strings.Contains(echoed, "PASS\n") || strings.Contains(echoed, "=== RUN   TestSlow") {
		t.Errorf("the output has -v's lines or a passing test's output:\n%s", echoed)
	}
	out.Reset()
	r.summary(&out, 2, 0)
	sum := out.String()
	slow, quick, sub := strings.Index(sum, "a TestSlow"), strings.Index(sum, "b TestBroken"), strings.Index(sum, "TestSlow/part")
	if slow < 0 || quick < slow || sub >= 0 || strings.Contains(sum, "TestQuick") {
		t.Errorf("want the two slowest tests, slowest first, no subtests:\n%s", sum)
	}
}
