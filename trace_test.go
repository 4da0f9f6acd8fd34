package main

// The rules' traceability (docs/rules/*.md): every row names tests, scenarios or rulings that
// exist, and, where the rule texts are at hand, the rows follow the text in order and cover
// every sentence and table row of it.

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// traced is one traceability document: the rule texts it follows and the package whose tests
// its unqualified test names are.
type traced struct {
	doc   string
	texts []string
	home  string
}

// traceDocs are the traceability documents, each with the texts it covers in its order.
var traceDocs = []traced{
	{"docs/rules/delvers.md", []string{"delvers-combat.md"}, "combat/rules/delvers"},
	{"docs/rules/age13.md", []string{"13th-age-combat-rules.txt", "13th-age-2e-reference-sheet.txt"}, "combat/rules/age13"},
	{"docs/rules/d20lite.md", []string{"d20-sunday-stats-combat.txt"}, "combat/rules/d20lite"},
	{"docs/rules/realms.md", []string{"enchanted-realms-combat.txt"}, "combat/rules/realms"},
}

// traceRow is one row of a traceability table: where it is, the text it quotes and what it
// names as pinning it.
type traceRow struct {
	line  int
	text  string // the quoted opening of the sentence or table row
	refs  string // the "pinned by" cell
	notes bool   // the cell says the sentence is not a rule (advice, an example, a heading)
}

func TestRulesTraceability(t *testing.T) {
	tests := testFuncs(t)
	rulings, err := os.ReadFile("docs/rulings.md")
	if err != nil {
		t.Fatal(err)
	}
	rulesDir := findRulesDir()
	if rulesDir == "" {
		t.Log("the rule texts (../shared/rules) are not here: only the rows' references are checked")
	}
	for _, d := range traceDocs {
		t.Run(filepath.Base(d.doc), func(t *testing.T) {
			rows := readTraceRows(t, d.doc)
			var withTests, ruledOut, notRules int
			for _, r := range rows {
				kind := checkRefs(t, d, r, tests, string(rulings))
				switch kind {
				case "test":
					withTests++
				case "ruling":
					ruledOut++
				case "not a rule":
					notRules++
				}
			}
			t.Logf("%s: %d rows: %d pinned by tests or scenarios, %d by rulings only, %d not rules", d.doc, len(rows), withTests, ruledOut, notRules)
			if rulesDir == "" {
				return
			}
			var units []ruleUnit
			for _, name := range d.texts {
				data, err := os.ReadFile(filepath.Join(rulesDir, name))
				if err != nil {
					t.Fatal(err)
				}
				units = append(units, ruleUnits(name, string(data))...)
			}
			checkCoverage(t, d.doc, rows, units)
		})
	}
}

// findRulesDir finds the rule texts beside the repository (../shared/rules, or further up for
// a worktree), or "".
func findRulesDir() string {
	for _, up := range []string{"..", "../..", "../../.."} {
		dir := filepath.Join(up, "shared", "rules")
		if _, err := os.Stat(filepath.Join(dir, "delvers-combat.md")); err == nil {
			return dir
		}
	}
	return ""
}

// testFunc is a test function: the file that declares it and its source.
type testFunc struct {
	file, src string
}

// testFuncs finds every test function of the repository by package directory and name.
func testFuncs(t *testing.T) map[string]map[string]testFunc {
	t.Helper()
	out := map[string]map[string]testFunc{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && path != "." && (strings.HasPrefix(e.Name(), ".") || e.Name() == "testdata") {
			return filepath.SkipDir
		}
		if e.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, path, src, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Recv != nil || !strings.HasPrefix(fn.Name.Name, "Test") {
				continue
			}
			if out[dir] == nil {
				out[dir] = map[string]testFunc{}
			}
			out[dir][fn.Name.Name] = testFunc{file: path, src: string(src)}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// readTraceRows reads the rows of a traceability document's tables: | id | "text" | pinned by |.
func readTraceRows(t *testing.T, path string) []traceRow {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []traceRow
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(line, "|") || strings.HasPrefix(line, "|---") || strings.HasPrefix(line, "| #") {
			continue
		}
		cells := splitCells(line)
		if len(cells) != 3 {
			t.Errorf("%s:%d: a row has 3 cells (#, text, pinned by), not %d", path, n, len(cells))
			continue
		}
		text := strings.TrimSpace(cells[1])
		if len(text) < 2 || text[0] != '"' || !strings.HasSuffix(text, `"`) {
			t.Errorf("%s:%d: the text cell quotes the sentence's opening words: %s", path, n, text)
			continue
		}
		text = strings.TrimSuffix(strings.TrimSuffix(text[1:len(text)-1], "…"), "...")
		refs := strings.TrimSpace(cells[2])
		rows = append(rows, traceRow{line: n, text: strings.ReplaceAll(text, `\|`, "|"), refs: refs,
			notes: strings.HasPrefix(strings.ToLower(refs), "not a rule")})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(rows) == 0 {
		t.Fatalf("%s has no rows", path)
	}
	return rows
}

// splitCells splits a table line into its cells, keeping escaped pipes.
func splitCells(line string) []string {
	line = strings.TrimSuffix(strings.TrimPrefix(line, "|"), "|")
	var cells []string
	var cur strings.Builder
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '\\' && i+1 < len(line) && line[i+1] == '|':
			cur.WriteString(`\|`)
			i++
		case line[i] == '|':
			cells = append(cells, cur.String())
			cur.Reset()
		default:
			cur.WriteByte(line[i])
		}
	}
	return append(cells, cur.String())
}

// refPattern finds a reference: a backticked name, and the quoted case it names, if any.
var refPattern = regexp.MustCompile("`([^`]+)`" + `(?:\s*:?\s*"([^"]+)")?`)

// checkRefs checks that what a row names exists: a test function (in the document's package,
// or pkg.TestName), with the case it quotes in its file; a scenario file; a ruling's title in
// docs/rulings.md. It says what pins the row: "test", "ruling" or "not a rule".
func checkRefs(t *testing.T, d traced, r traceRow, tests map[string]map[string]testFunc, rulings string) string {
	t.Helper()
	where := func() string { return d.doc + ":" + strconv.Itoa(r.line) }
	if r.notes {
		return "not a rule"
	}
	matches := refPattern.FindAllStringSubmatch(r.refs, -1)
	if len(matches) == 0 {
		t.Errorf("%s: %q names no test, scenario or ruling (nor says it is not a rule)", where(), r.text)
		return ""
	}
	kind := "ruling"
	for _, m := range matches {
		ref, quoted := m[1], m[2]
		switch {
		case strings.HasPrefix(ref, "ruling: "):
			title := strings.TrimPrefix(ref, "ruling: ")
			if !strings.Contains(rulings, "**"+title+"**") {
				t.Errorf("%s: no ruling %q in docs/rulings.md", where(), title)
			}
		case strings.HasPrefix(ref, "scenarios/"):
			kind = "test"
			if _, err := os.Stat(ref); err != nil {
				t.Errorf("%s: no scenario %s", where(), ref)
			}
		default:
			kind = "test"
			dir, name := d.home, ref
			if pkg, fn, ok := strings.Cut(ref, "."); ok {
				dir, name = packageDir(tests, pkg), fn
			}
			if !strings.HasPrefix(name, "Test") {
				t.Errorf("%s: %q is neither a test (TestName, pkg.TestName), a scenario (scenarios/NAME.json) nor a ruling (ruling: Title)", where(), ref)
				continue
			}
			fn, ok := tests[dir][name]
			if !ok {
				t.Errorf("%s: no test %s in %s", where(), name, dir)
				continue
			}
			if quoted != "" && !strings.Contains(fn.src, quoted) {
				t.Errorf("%s: %s (%s) has no case %q", where(), name, fn.file, quoted)
			}
		}
	}
	return kind
}

// packageDir finds the one test directory whose last element is pkg ("ai", "grid", "combat").
func packageDir(tests map[string]map[string]testFunc, pkg string) string {
	var found []string
	for dir := range tests {
		if filepath.Base(dir) == pkg {
			found = append(found, dir)
		}
	}
	if len(found) != 1 {
		return "(no single package " + pkg + ")"
	}
	return found[0]
}

// ruleUnit is a sentence or table row of a rule text that a row must cover.
type ruleUnit struct {
	text, where string
}

// Patterns that take a rule text apart.
var (
	mdLink      = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	htmlTag     = regexp.MustCompile(`<[^>]+>`)
	spaces      = regexp.MustCompile(`\s+`)
	sentenceEnd = regexp.MustCompile(`[.!?]\s+["'(+\-A-Z0-9]`)
	tableRule   = regexp.MustCompile(`^\|?[\s\-|:]+$`)
	figure      = regexp.MustCompile(`^</?(figure|img|figcaption)`)
)

// normalize makes a rule text's line or a row's quote comparable: plain quotes and dashes, no
// markup, single spaces.
func normalize(s string) string {
	s = strings.NewReplacer("’", "'", "‘", "'", "“", `"`, "”", `"`, "–", "-", "—", "-", "−", "-", "*", "").Replace(s)
	s = mdLink.ReplaceAllString(s, "$1")
	s = htmlTag.ReplaceAllString(s, "")
	return strings.TrimSpace(spaces.ReplaceAllString(s, " "))
}

// ruleUnits takes a rule text apart into the sentences, list items and table rows a
// traceability document must cover: markdown front matter, headings, figures and table rules
// are left out, and so are a plain text's headings (a short line with no sentence's end and
// no colon).
func ruleUnits(name, text string) []ruleUnit {
	var out []ruleUnit
	lines := strings.Split(text, "\n")
	front := len(lines) > 0 && strings.TrimSpace(lines[0]) == "---"
	for i, raw := range lines {
		line := strings.TrimSpace(raw)
		if front {
			if i > 0 && line == "---" {
				front = false
			}
			continue
		}
		where := name + ":" + strconv.Itoa(i+1)
		switch {
		case line == "", strings.HasPrefix(line, "#"), figure.MatchString(line), tableRule.MatchString(line):
			continue
		case strings.Count(line, "|") >= 2 || strings.Contains(raw, "\t"):
			var cells []string
			for _, c := range strings.FieldsFunc(raw, func(r rune) bool { return r == '|' || r == '\t' }) {
				if c := normalize(c); c != "" {
					cells = append(cells, c)
				}
			}
			out = append(out, ruleUnit{strings.Join(cells, " / "), where})
			continue
		}
		item := strings.HasPrefix(line, "- ")
		line = strings.TrimPrefix(normalize(line), "- ")
		if !item && heading(line) {
			continue
		}
		for _, s := range sentences(line) {
			out = append(out, ruleUnit{s, where})
		}
	}
	return out
}

// heading reports whether a plain text's line (not a list item) is a heading: at most five
// words, no colon, and no sentence's end.
func heading(line string) bool {
	return len(strings.Fields(line)) <= 5 && !strings.ContainsAny(line, ":") && !strings.ContainsAny(line[len(line)-1:], ".!?")
}

// sentences splits a line into sentences at a full stop, question or exclamation mark
// followed by a space and what starts a sentence; "vs." does not end one.
func sentences(line string) []string {
	var out []string
	start := 0
	for _, m := range sentenceEnd.FindAllStringIndex(line, -1) {
		end := m[0] + 1
		if strings.HasSuffix(line[:end], "vs.") {
			continue
		}
		out = append(out, strings.TrimSpace(line[start:end]))
		start = end
	}
	return append(out, strings.TrimSpace(line[start:]))
}

// checkCoverage checks that each row quotes the opening of a sentence or table row, in the
// text's order, and that every sentence and table row is quoted by some row.
func checkCoverage(t *testing.T, doc string, rows []traceRow, units []ruleUnit) {
	t.Helper()
	covered := make([]bool, len(units))
	at := 0
	for _, r := range rows {
		q := normalize(r.text)
		i := slices.IndexFunc(units[at:], func(u ruleUnit) bool { return strings.HasPrefix(u.text, q) })
		if i < 0 {
			if j := slices.IndexFunc(units, func(u ruleUnit) bool { return strings.HasPrefix(u.text, q) }); j >= 0 {
				t.Errorf("%s:%d: %q is out of the text's order (it is %s, before the row above's)", doc, r.line, r.text, units[j].where)
			} else {
				t.Errorf("%s:%d: %q opens no sentence or table row of the text", doc, r.line, r.text)
			}
			continue
		}
		covered[at+i] = true
		at += i + 1
	}
	for i, u := range units {
		if !covered[i] {
			t.Errorf("%s: %s is not traced: %q", doc, u.where, u.text)
		}
	}
}
