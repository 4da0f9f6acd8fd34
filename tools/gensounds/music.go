package main

// Music and ambience: the title's and the battle's loops, and each map ambience's.

import (
	"math"
	"math/rand/v2"

	"skirmish/sound"
)

// midi is the frequency of MIDI note m.
func midi(m float64) float64 { return 440 * math.Pow(2, (m-69)/12) }

// chord is a chord's notes, as MIDI numbers.
type chord []float64

// pad is a soft chord held d seconds: detuned saws, low-passed, swelling.
func pad(c chord, d, cutoff float64) buf {
	b := secs(d)
	for _, m := range c {
		for _, detune := range []float64{0.997, 1.003} {
			b = mix(b, osc(d, hz(midi(m)*detune), saw), 0, 0.15)
		}
	}
	return fade(lowpass(b, cutoff), d*0.3, d*0.3)
}

// flute is a breathy sine note with vibrato.
func flute(r *rand.Rand, m, d float64) buf {
	f := midi(m)
	b := osc(d, func(t float64) float64 { return f * (1 + 0.005*math.Sin(2*math.Pi*5*t)) }, sine)
	b = mix(b, lowpass(noise(r, d), 1500), 0, 0.03)
	return fade(b, 0.06, d*0.4)
}

// music are the title's and the battle's loops.
var music = map[sound.Effect]recipe{
	// The title: D minor at 70 beats a minute, eight bars: a plucked arpeggio over a pad, and a
	// slow tune over the second four.
	sound.MusicTitle: func(r *rand.Rand) buf {
		beat := 60.0 / 70
		prog := []chord{{50, 57, 62, 65}, {46, 53, 58, 62}, {53, 57, 60, 65}, {48, 55, 60, 64},
			{50, 57, 62, 65}, {46, 53, 58, 62}, {43, 50, 55, 58}, {45, 52, 57, 61}}
		tune := []float64{74, 72, 69, 67, 69, 70, 69, 67, 65, 64, 62, 0, 69, 67, 65, 64}
		length := beat * 4 * float64(len(prog))
		b := secs(length + 3)
		for bar, c := range prog {
			at := beat * 4 * float64(bar)
			b = mix(b, pad(c, beat*4+0.6, 900), at, 0.5)
			for k := range 8 {
				m := c[[]int{0, 1, 2, 3, 2, 1, 2, 3}[k]] + 12
				b = mix(b, env(pluck(r, midi(m), 1.5, 0.997, 0.5), 0.002, 0.5), at+beat/2*float64(k), 0.35)
			}
			if bar >= 4 {
				for k := range 4 {
					if m := tune[(bar-4)*4+k]; m > 0 {
						b = mix(b, flute(r, m, beat*1.1), at+beat*float64(k), 0.22)
					}
				}
			}
		}
		return normalise(loop(room(b, 1.2, 0.3), length), 0.6)
	},
	// The battle: A minor at 120 beats a minute, sixteen bars: drums, a driving low string and
	// stabs of brass-like chords.
	sound.MusicBattle: func(r *rand.Rand) buf {
		beat := 0.5
		prog := []chord{{45, 52, 57, 60}, {41, 48, 53, 57}, {43, 50, 55, 59}, {40, 47, 52, 56}}
		bars := 16
		length := beat * 4 * float64(bars)
		b := secs(length + 2)
		kick := func() buf { return thump(110, 45, 0.07) }
		snare := func() buf { return mix(burst(r, 1800, 0.7, 0.05), thump(200, 150, 0.03), 0, 0.6) }
		tom := func(f float64) buf { return thump(f, f*0.6, 0.08) }
		for bar := range bars {
			c := prog[(bar/2)%len(prog)]
			at := beat * 4 * float64(bar)
			for k := range 8 {
				t := at + beat/2*float64(k)
				b = mix(b, env(pluck(r, midi(c[0]-12), 0.4, 0.995, 0.7), 0.002, 0.12), t, 0.5)
				if k%4 == 0 {
					b = mix(b, kick(), t, 0.9)
				}
				if k%4 == 2 {
					b = mix(b, snare(), t, 0.45)
				}
			}
			if bar%4 == 3 {
				b = mix(b, tom(140), at+beat*3, 0.6)
				b = mix(b, tom(110), at+beat*3.5, 0.6)
			}
			if bar%2 == 0 {
				stab := lowpass(mix(pad(c, beat*1.5, 2200), pad(chord{c[1] + 12, c[2] + 12}, beat*1.5, 2500), 0, 0.7), 2500)
				b = mix(b, stab, at, 0.5)
				b = mix(b, stab, at+beat*2.5, 0.35)
			}
		}
		return normalise(loop(room(b, 0.6, 0.15), length), 0.6)
	},
}

// ambienceLength is how long each ambience's loop is, in seconds.
const ambienceLength = 12

// drips are n drops of water at random times over d seconds, ringing in a room.
func drips(r *rand.Rand, d float64, count int, gain float64) buf {
	b := secs(d)
	for range count {
		f := 1100 + 900*r.Float64()
		drop := env(osc(0.08, sweep(f, f*1.6, 0.05), sine), 0.001, 0.015)
		b = mix(b, drop, (d-0.2)*r.Float64(), gain*(0.4+0.6*r.Float64()))
	}
	return room(b, 1.5, 0.5)
}

// wind is noise through a band whose centre wanders between lo and hi Hz, in slow gusts.
func wind(r *rand.Rand, d, lo, hi float64) buf {
	ph1, ph2 := r.Float64()*2*math.Pi, r.Float64()*2*math.Pi
	centre := func(t float64) float64 {
		return lo + (hi-lo)*(0.5+0.5*math.Sin(2*math.Pi*t/d*2+ph1))
	}
	b := bandpass(noise(r, d), centre, 1.2)
	for i := range b {
		t := float64(i) / rate
		b[i] *= 0.55 + 0.45*math.Sin(2*math.Pi*t/d*3+ph2)
	}
	return b
}

// birds are n chirps at random times over d seconds.
func birds(r *rand.Rand, d float64, count int) buf {
	b := secs(d)
	for range count {
		at := (d - 1) * r.Float64()
		f := 2500 + 1500*r.Float64()
		for k := range 2 + r.IntN(3) {
			chirp := env(osc(0.09, func(t float64) float64 { return f * (1 + 0.3*math.Sin(2*math.Pi*18*t)) }, sine), 0.005, 0.03)
			b = mix(b, chirp, at+0.11*float64(k), 0.3)
		}
	}
	return b
}

// ambiences are each map ambience's loop.
var ambiences = map[sound.Effect]recipe{
	sound.AmbDungeon: func(r *rand.Rand) buf {
		d := float64(ambienceLength)
		b := mix(lowpass(brown(r, d), 250), drips(r, d, 6, 0.25), 0, 1)
		return normalise(loop(b, d), 0.35)
	},
	sound.AmbCave: func(r *rand.Rand) buf {
		d := float64(ambienceLength)
		b := mix(osc(d, hz(55), sine), lowpass(brown(r, d), 180), 0, 0.5)
		b = mix(b, drips(r, d, 14, 0.35), 0, 1)
		return normalise(loop(b, d), 0.35)
	},
	sound.AmbOutdoors: func(r *rand.Rand) buf {
		d := float64(ambienceLength)
		return normalise(loop(wind(r, d+1, 300, 900), d), 0.3)
	},
	sound.AmbForest: func(r *rand.Rand) buf {
		d := float64(ambienceLength)
		b := mix(wind(r, d, 500, 1500), swell(highpass(noise(r, d), 4000), 0.5), 0, 0.15)
		b = mix(b, birds(r, d, 6), 0, 1)
		return normalise(loop(b, d), 0.3)
	},
	sound.AmbRiver: func(r *rand.Rand) buf {
		d := float64(ambienceLength)
		b := bandpass(noise(r, d), hz(900), 0.8)
		for range 300 {
			f := 400 + 1200*r.Float64()
			bubble := env(osc(0.04, sweep(f, f*1.5, 0.03), sine), 0.001, 0.01)
			b = mix(b, bubble, (d-0.1)*r.Float64(), 0.6)
		}
		return normalise(loop(b, d), 0.3)
	},
}
