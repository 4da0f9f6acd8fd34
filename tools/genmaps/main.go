package main

// Writing the bundled maps from their sketches.

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
)

func main() {
	root := flag.String("root", ".", "module root to write into")
	flag.Parse()
	for _, d := range bundled {
		l, err := fromSketch(d)
		if err != nil {
			log.Fatal(err)
		}
		out, err := tmx(d, l)
		if err != nil {
			log.Fatal(err)
		}
		path := filepath.Join(*root, "maps", d.file)
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Println("wrote", path)
	}
	for _, d := range bundledHex {
		out, err := hexTMX(d)
		if err != nil {
			log.Fatal(err)
		}
		path := filepath.Join(*root, "maps", "hex", d.file)
		if err := os.WriteFile(path, []byte(out), 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Println("wrote", path)
	}
}
