// Command genicons rasterises the unit icons the battle screen draws on its tokens: one icon of
// the game-icons.net set (CC BY 3.0, by Lorc, Delapouite and contributors) per catalog kind,
// read from the npm package @iconify-json/game-icons, written as white-on-transparent PNGs to
// assets/icons (CREDITS.md credits them).
//
//	npm install --prefix /tmp/gi @iconify-json/game-icons@1.2.4
//	go run ./tools/genicons -icons /tmp/gi/node_modules/@iconify-json/game-icons/icons.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"

	"golang.org/x/image/vector"
)

// kinds maps each catalog kind (every ruleset's ids) to its icon's name in the set.
var kinds = map[string]string{
	"warrior": "broadsword", "sentinel": "checked-shield", "duelist": "fencer", "archer": "bow-arrow",
	"brawler": "mailed-fist", "skirmisher": "sprint", "healer": "caduceus", "skeleton": "skeleton",
	"skeleton-archer": "skull-bolt", "zombie": "shambling-zombie", "ghoul": "carrion", "bandit": "bandit",
	"bandit-archer": "hooded-assassin", "bandit-captain": "pirate-captain", "orc": "orc-head",
	"orc-archer": "arrow-cluster", "goblin": "goblin-head", "wolf": "wolf-head", "ogre": "ogre",
	"stone-golem": "golem-head", "cultist": "cultist", "soldier": "spartan-helmet", "crossbowman": "crossbow",
	"giant-rat": "rat", "wyrm": "dragon-head", "delver": "lantern-flame", "fighter": "sword-brandish",
	"rogue": "cloak-dagger", "ranger": "high-shot", "wizard": "pointy-hat", "cleric": "holy-symbol",
	"barbarian": "battle-axe", "harpy": "harpy", "imp": "imp-laugh",
	// Enchanted Realms' own (its other kinds share the ids above)
	"knight": "black-knight-helm", "lancer": "mounted-knight", "mage": "wizard-staff", "pikeman": "pikeman",
	"warhorse": "horse-head", "wolf-rider": "cavalry", "pyromancer": "fire-spell-cast", "stormcaller": "lightning-branches",
}

// size is the icons' side in pixels.
const size = 96

func main() {
	in := flag.String("icons", "node_modules/@iconify-json/game-icons/icons.json", "the package's icons.json")
	out := flag.String("out", "assets/icons", "folder to write the PNGs to")
	flag.Parse()
	if err := run(*in, *out); err != nil {
		fmt.Fprintln(os.Stderr, "genicons:", err)
		os.Exit(1)
	}
}

// iconSet is the part of an Iconify JSON set read here.
type iconSet struct {
	Icons map[string]struct {
		Body string `json:"body"`
	} `json:"icons"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

var pathData = regexp.MustCompile(` d="([^"]*)"`)

func run(in, out string) error {
	raw, err := os.ReadFile(in)
	if err != nil {
		return err
	}
	var set iconSet
	if err := json.Unmarshal(raw, &set); err != nil {
		return fmt.Errorf("%s: %w", in, err)
	}
	if set.Width == 0 {
		set.Width, set.Height = 512, 512
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	ids := make([]string, 0, len(kinds))
	for id := range kinds {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		icon, ok := set.Icons[kinds[id]]
		if !ok {
			return fmt.Errorf("no icon %q (for %s) in %s", kinds[id], id, in)
		}
		r := vector.NewRasterizer(size, size)
		s := float32(size) / float32(math.Max(set.Width, set.Height))
		for _, m := range pathData.FindAllStringSubmatch(icon.Body, -1) {
			if err := drawPath(r, m[1], s); err != nil {
				return fmt.Errorf("%s (%s): %w", kinds[id], id, err)
			}
		}
		img := image.NewNRGBA(image.Rect(0, 0, size, size))
		r.Draw(img, img.Bounds(), image.NewUniform(color.White), image.Point{})
		if err := writePNG(filepath.Join(out, id+".png"), img); err != nil {
			return err
		}
	}
	return nil
}

func writePNG(path string, img draw.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// pathToken splits SVG path data into commands and numbers.
var pathToken = regexp.MustCompile(`[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?`)

// drawPath adds SVG path data d, scaled by s, to r: every command of SVG 1.1's path grammar,
// arcs as cubic curves.
func drawPath(r *vector.Rasterizer, d string, s float32) error {
	toks := pathToken.FindAllString(d, -1)
	var cx, cy, sx, sy float64 // current point, subpath start
	var lcx, lcy float64       // last control point (for S and T)
	var lastCmd byte           // the last command, for S and T
	var cmd byte               // the command whose numbers are being read
	i := 0
	num := func() (float64, error) {
		if i >= len(toks) {
			return 0, fmt.Errorf("path ends in the middle of %c", cmd)
		}
		v, err := strconv.ParseFloat(toks[i], 64)
		i++
		return v, err
	}
	nums := func(n int) ([]float64, error) {
		out := make([]float64, n)
		for k := range out {
			v, err := num()
			if err != nil {
				return nil, err
			}
			out[k] = v
		}
		return out, nil
	}
	p := func(x, y float64) (float32, float32) { return float32(x) * s, float32(y) * s }
	open := false
	for i < len(toks) {
		t := toks[i]
		if c := t[0]; (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') {
			if c != 'e' && c != 'E' {
				cmd = c
				i++
			}
		}
		rel := cmd >= 'a'
		ox, oy := 0.0, 0.0
		if rel {
			ox, oy = cx, cy
		}
		switch cmd | 0x20 { // lower case
		case 'z':
			r.ClosePath()
			cx, cy, open = sx, sy, false
			lastCmd = 'z'
			continue
		case 'm':
			v, err := nums(2)
			if err != nil {
				return err
			}
			if open {
				r.ClosePath()
			}
			cx, cy = ox+v[0], oy+v[1]
			sx, sy, open = cx, cy, true
			r.MoveTo(p(cx, cy))
			if rel { // numbers after m are lines
				cmd = 'l'
			} else {
				cmd = 'L'
			}
		case 'l':
			v, err := nums(2)
			if err != nil {
				return err
			}
			cx, cy = ox+v[0], oy+v[1]
			r.LineTo(p(cx, cy))
		case 'h':
			v, err := nums(1)
			if err != nil {
				return err
			}
			cx = ox + v[0]
			r.LineTo(p(cx, cy))
		case 'v':
			v, err := nums(1)
			if err != nil {
				return err
			}
			cy = oy + v[0]
			r.LineTo(p(cx, cy))
		case 'c':
			v, err := nums(6)
			if err != nil {
				return err
			}
			x1, y1, x2, y2 := ox+v[0], oy+v[1], ox+v[2], oy+v[3]
			cx, cy = ox+v[4], oy+v[5]
			ax, ay := p(x1, y1)
			bx, by := p(x2, y2)
			ex, ey := p(cx, cy)
			r.CubeTo(ax, ay, bx, by, ex, ey)
			lcx, lcy = x2, y2
		case 's':
			v, err := nums(4)
			if err != nil {
				return err
			}
			x1, y1 := cx, cy
			if l := lastCmd | 0x20; l == 'c' || l == 's' {
				x1, y1 = 2*cx-lcx, 2*cy-lcy
			}
			x2, y2 := ox+v[0], oy+v[1]
			cx, cy = ox+v[2], oy+v[3]
			ax, ay := p(x1, y1)
			bx, by := p(x2, y2)
			ex, ey := p(cx, cy)
			r.CubeTo(ax, ay, bx, by, ex, ey)
			lcx, lcy = x2, y2
		case 'q':
			v, err := nums(4)
			if err != nil {
				return err
			}
			x1, y1 := ox+v[0], oy+v[1]
			cx, cy = ox+v[2], oy+v[3]
			ax, ay := p(x1, y1)
			ex, ey := p(cx, cy)
			r.QuadTo(ax, ay, ex, ey)
			lcx, lcy = x1, y1
		case 't':
			v, err := nums(2)
			if err != nil {
				return err
			}
			x1, y1 := cx, cy
			if l := lastCmd | 0x20; l == 'q' || l == 't' {
				x1, y1 = 2*cx-lcx, 2*cy-lcy
			}
			cx, cy = ox+v[0], oy+v[1]
			ax, ay := p(x1, y1)
			ex, ey := p(cx, cy)
			r.QuadTo(ax, ay, ex, ey)
			lcx, lcy = x1, y1
		case 'a':
			v, err := nums(7)
			if err != nil {
				return err
			}
			x, y := ox+v[5], oy+v[6]
			arc(r, p, cx, cy, v[0], v[1], v[2], v[3] != 0, v[4] != 0, x, y)
			cx, cy = x, y
		default:
			return fmt.Errorf("unknown path command %q", t)
		}
		lastCmd = cmd
	}
	if open {
		r.ClosePath()
	}
	return nil
}

// arc adds an SVG elliptical arc from (x1, y1) to (x2, y2) as cubic curves (the endpoint to
// centre conversion of SVG 1.1's implementation notes, F.6.5).
func arc(r *vector.Rasterizer, p func(x, y float64) (float32, float32), x1, y1, rx, ry, angle float64, large, sweep bool, x2, y2 float64) {
	if rx == 0 || ry == 0 || (x1 == x2 && y1 == y2) {
		r.LineTo(p(x2, y2))
		return
	}
	rx, ry = math.Abs(rx), math.Abs(ry)
	phi := angle * math.Pi / 180
	cos, sin := math.Cos(phi), math.Sin(phi)
	dx, dy := (x1-x2)/2, (y1-y2)/2
	x1p, y1p := cos*dx+sin*dy, -sin*dx+cos*dy
	if l := x1p*x1p/(rx*rx) + y1p*y1p/(ry*ry); l > 1 {
		rx, ry = rx*math.Sqrt(l), ry*math.Sqrt(l)
	}
	num := rx*rx*ry*ry - rx*rx*y1p*y1p - ry*ry*x1p*x1p
	den := rx*rx*y1p*y1p + ry*ry*x1p*x1p
	f := math.Sqrt(math.Max(0, num/den))
	if large == sweep {
		f = -f
	}
	cxp, cyp := f*rx*y1p/ry, -f*ry*x1p/rx
	ccx := cos*cxp - sin*cyp + (x1+x2)/2
	ccy := sin*cxp + cos*cyp + (y1+y2)/2
	ang := func(ux, uy, vx, vy float64) float64 { return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy) }
	t1 := ang(1, 0, (x1p-cxp)/rx, (y1p-cyp)/ry)
	dt := ang((x1p-cxp)/rx, (y1p-cyp)/ry, (-x1p-cxp)/rx, (-y1p-cyp)/ry)
	if !sweep && dt > 0 {
		dt -= 2 * math.Pi
	} else if sweep && dt < 0 {
		dt += 2 * math.Pi
	}
	n := int(math.Ceil(math.Abs(dt) / (math.Pi / 2)))
	step := dt / float64(n)
	k := 4.0 / 3 * math.Tan(step/4)
	pt := func(t float64) (float64, float64) {
		x, y := rx*math.Cos(t), ry*math.Sin(t)
		return cos*x - sin*y + ccx, sin*x + cos*y + ccy
	}
	der := func(t float64) (float64, float64) {
		x, y := -rx*math.Sin(t), ry*math.Cos(t)
		return cos*x - sin*y, sin*x + cos*y
	}
	t := t1
	for range n {
		ax, ay := pt(t)
		adx, ady := der(t)
		bx, by := pt(t + step)
		bdx, bdy := der(t + step)
		c1x, c1y := p(ax+k*adx, ay+k*ady)
		c2x, c2y := p(bx-k*bdx, by-k*bdy)
		ex, ey := p(bx, by)
		r.CubeTo(c1x, c1y, c2x, c2y, ex, ey)
		t += step
	}
}
