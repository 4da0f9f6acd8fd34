package grid

// Benchmark of LoadTiled on a 256×256 map with 4 base64+zlib layers (DESIGN "Budgets": ≤ 50 ms).

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"skirmish/internal/cpubench"
)

// writeBenchMap writes a w×h map with `layers` base64+zlib tile layers of varied tiles from
// terrain.tsx (fixed seed), plus the tileset and its image, into dir.
func writeBenchMap(tb testing.TB, dir string, w, h, layers int) string {
	for _, name := range []string{"terrain.tsx", "terrain.png"} {
		data, err := os.ReadFile(filepath.Join("testdata", "tiled", name))
		if err != nil {
			tb.Fatal(err)
		}
		writeFiles(tb, dir, map[string]string{name: string(data)})
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var body strings.Builder
	body.WriteString(` <tileset firstgid="1" source="terrain.tsx"/>` + "\n")
	raw := make([]byte, 4*w*h)
	for l := 0; l < layers; l++ {
		for i := 0; i < w*h; i++ {
			gid := uint32(0)
			if l == 0 || rng.IntN(4) == 0 {
				gid = uint32(1 + rng.IntN(8))
				if rng.IntN(8) == 0 {
					gid |= gidFlipH
				}
			}
			binary.LittleEndian.PutUint32(raw[4*i:], gid)
		}
		var z bytes.Buffer
		zw := zlib.NewWriter(&z)
		zw.Write(raw)
		zw.Close()
		fmt.Fprintf(&body, " <layer id=\"%d\" name=\"Layer %d\" width=\"%d\" height=\"%d\">\n  <data encoding=\"base64\" compression=\"zlib\">\n   %s\n  </data>\n </layer>\n",
			l+1, l+1, w, h, base64.StdEncoding.EncodeToString(z.Bytes()))
	}
	path := filepath.Join(dir, "big.tmx")
	writeFiles(tb, dir, map[string]string{"big.tmx": tmx(w, h, body.String())})
	return path
}

// BenchmarkLoadTiled256 loads a 256×256 map with 4 tile layers (base64, zlib).
func BenchmarkLoadTiled256(b *testing.B) {
	path := writeBenchMap(b, b.TempDir(), 256, 256, 4)
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for meter.Loop() {
		if _, err := LoadTiled(path); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRefuseInflationBomb: a 1 GiB zlib bomb (about 1 MB on disk) in a 64×64 map is
// refused (DESIGN "Bad input"; issue budget: ≤ 1 s and under 100 MB).
func BenchmarkRefuseInflationBomb(b *testing.B) {
	path := filepath.Join(b.TempDir(), "bomb.tmx")
	writeBomb(b, path, 64, 64, 1<<30)
	b.ReportAllocs()
	meter := cpubench.Start(b)
	for meter.Loop() {
		if _, err := LoadTiled(path); err == nil {
			b.Fatal("the bomb loaded")
		}
	}
}
