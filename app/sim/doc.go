// Package sim is the headless simulator behind `skirmish sim`: AI against AI on a map's spawns, many battles on every core, and a report with confidence intervals.
package sim
