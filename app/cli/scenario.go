package cli

// The scenario command: a scripted battle played, and with --save, written as a save.

import (
	"io"

	"skirmish/combat"
	"skirmish/combat/save"
	"skirmish/combat/scenario"
)

// Scenario plays the scenario file at path as `skirmish scenario` does (scenario.Run) and, when
// savePath is not "", writes the battle it played (every action, or those before one the rules
// refused) as a save there: a save like the game's, which carries the scenario's map and loads
// in the game and in `skirmish replay`. It returns the command's exit code.
func Scenario(path, savePath string, stdout, stderr io.Writer) int {
	if savePath == "" {
		return scenario.Run(path, stdout, stderr)
	}
	return scenario.RunThen(path, stdout, stderr, func(sc *scenario.Scenario, s combat.Setup, b *combat.Battle) error {
		f, err := save.New(s, b, save.Info{Title: sc.Title})
		if err != nil {
			return err
		}
		return save.Write(savePath, f)
	})
}
