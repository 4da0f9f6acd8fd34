// Package scenes holds the client's screens: the menus (title, map picker, setup, results,
// settings) built with ebitenui, and the map viewer. The deploy, battle and hand-over screens
// come later; a Setup's Start hands its BattleSpec to StartBattle.
package scenes
