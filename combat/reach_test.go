package combat

// Tests of the movement searches a battle keeps (Battle.Reach): the same answers as a search
// made afresh, from two goroutines at once, kept until the battle changes and no longer.

import (
	"fmt"
	"strings"
	"sync"
	"testing"

	"skirmish/grid"
)

// reachText writes a search's answer: each square reached and its cost.
func reachText(r *grid.Reach) string {
	var sb strings.Builder
	for _, p := range r.AppendSquares(nil) {
		c, _ := r.Cost(p)
		fmt.Fprintf(&sb, "%v:%d ", p, c)
	}
	return sb.String()
}

// reachAsks are the searches the tests ask: each unit of the stub battle at four budgets,
// sixteen searches in one state (more than a big map's battle keeps, minReachSlots).
func reachAsks(b *Battle) (units []*Unit, budgets []int) {
	return b.Units, []int{5, 10, 15, 30}
}

// TestQueriesFromTwoGoroutines: four goroutines asking every unit's reach at every budget,
// and the occupancy, in different orders on one battle, get what a fresh battle's searches
// say (go test -race checks that the kept searches are shared safely).
func TestQueriesFromTwoGoroutines(t *testing.T) {
	fresh, _ := stubBattle(t)
	us, budgets := reachAsks(fresh)
	want := map[string]string{}
	for _, u := range us {
		for _, f := range budgets {
			mv := fresh.Mover(u)
			mv.Budget = f
			want[fmt.Sprint(u.Name, f)] = reachText(fresh.Map.Reachable(mv, fresh.Occupants(), nil))
		}
	}
	b, _ := stubBattle(t)
	us, _ = reachAsks(b)
	var wg sync.WaitGroup
	errs := make(chan string, 4*len(us)*len(budgets)*3)
	for g := range 4 {
		wg.Go(func() {
			for pass := range 3 {
				for i := range us {
					u := us[(i+g)%len(us)]
					for j := range budgets {
						f := budgets[(j+pass+g)%len(budgets)]
						if got := reachText(b.Reach(u, f)); got != want[fmt.Sprint(u.Name, f)] {
							errs <- fmt.Sprintf("%s at %d ft: %s", u.Name, f, got)
						}
						if o := b.Occupants()[b.Map.Index(u.Pos)]; o.ID != u.ID {
							errs <- fmt.Sprintf("%s's square holds unit %d", u.Name, o.ID)
						}
					}
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Errorf("a search kept differs from one made afresh: %s", e)
	}
}

// TestReachKeptUntilTheBattleChanges: a search handed out still says the same after fifteen
// other searches, is the same search when asked again, and is made afresh once a unit has
// moved.
func TestReachKeptUntilTheBattleChanges(t *testing.T) {
	b, _ := stubBattle(t)
	a := b.Unit("A")
	first := b.Reach(a, 10)
	was := reachText(first)
	us, budgets := reachAsks(b)
	for _, u := range us {
		for _, f := range budgets {
			b.Reach(u, f)
		}
	}
	if got := reachText(first); got != was {
		t.Fatalf("a search handed out was written over: %s, was %s", got, was)
	}
	b.Emit(Moved{Unit: "A", To: grid.Pos{X: 0, Y: 1}})
	after := b.Reach(a, 10)
	if _, ok := after.Cost(grid.Pos{X: 0, Y: 1}); !ok || reachText(after) == was {
		t.Fatalf("after A moved, its reach is still the old one: %s", reachText(after))
	}
	if b.Reach(a, 10) != after {
		t.Fatal("asked again with nobody moved, the search was made afresh")
	}
}
