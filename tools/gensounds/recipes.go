package main

// Recipes: how each effect of the game is made from the building blocks of synth.go.

import (
	"math"
	"math/rand/v2"

	"skirmish/sound"
)

// recipe makes one sound from its own random source.
type recipe func(r *rand.Rand) buf

// step is one footfall: a heel and a toe, each a thump under a burst of noise shaped by the ground.
func step(f, q, tau, body float64) recipe {
	return func(r *rand.Rand) buf {
		b := secs(0.25)
		for k, at := range []float64{0, 0.035} {
			g := 1 - 0.4*float64(k)
			b = mix(b, burst(r, f*(1+0.15*r.Float64()), q, tau), at, g)
			b = mix(b, thump(140, 70, 0.02), at, body*g)
		}
		return b
	}
}

// recipes are every effect's, by id; music and ambience are in music.go.
var recipes = map[sound.Effect]recipe{
	sound.StepStone: step(2600, 3, 0.012, 0.5),
	sound.StepEarth: step(700, 1.5, 0.025, 0.8),
	sound.StepWood:  step(450, 6, 0.03, 1),
	sound.StepGrass: func(r *rand.Rand) buf {
		b := secs(0.25)
		for k := range 7 {
			b = mix(b, burst(r, 3500+1500*r.Float64(), 2, 0.01), 0.02*float64(k)+0.01*r.Float64(), 0.6)
		}
		return mix(b, thump(120, 60, 0.02), 0, 0.4)
	},
	sound.StepGravel: func(r *rand.Rand) buf {
		b := secs(0.25)
		for k := range 12 {
			b = mix(b, burst(r, 1800+2500*r.Float64(), 8, 0.004), 0.012*float64(k)+0.01*r.Float64(), 0.5+0.5*r.Float64())
		}
		return mix(b, thump(150, 70, 0.02), 0, 0.6)
	},
	sound.StepWater: func(r *rand.Rand) buf {
		b := swell(bandpass(noise(r, 0.3), sweep(1800, 500, 0.3), 2), 0.15)
		for range 5 {
			b = mix(b, env(osc(0.06, sweep(500+600*r.Float64(), 1400, 0.05), sine), 0.003, 0.015), 0.05+0.2*r.Float64(), 0.3)
		}
		return b
	},
	sound.Swing: func(r *rand.Rand) buf { return whoosh(r, 300, 1600, 0.28, 0.55) },
	sound.Punch: func(r *rand.Rand) buf {
		return mix(thump(110, 55, 0.04), lowpass(burst(r, 900, 1.2, 0.02), 2000), 0, 0.8)
	},
	sound.Hit: func(r *rand.Rand) buf {
		b := thump(90, 45, 0.05)
		b = mix(b, burst(r, 1300, 1.5, 0.03), 0, 0.9)
		return mix(b, burst(r, 3200, 3, 0.01), 0, 0.4)
	},
	sound.Crit: func(r *rand.Rand) buf {
		b := thump(70, 30, 0.09)
		b = mix(b, burst(r, 1100, 1.2, 0.05), 0, 1)
		b = mix(b, bell(620, 0.7, metal, 0.18), 0.005, 0.35)
		return room(mix(b, thump(160, 60, 0.03), 0.06, 0.6), 0.4, 0.25)
	},
	sound.Miss: func(r *rand.Rand) buf {
		return mix(whoosh(r, 900, 2600, 0.16, 0.35), lowpass(burst(r, 400, 1, 0.02), 900), 0.14, 0.3)
	},
	sound.Block: func(r *rand.Rand) buf {
		b := bell(480, 0.9, metal, 0.2)
		return room(mix(b, burst(r, 2500, 2, 0.006), 0, 1.2), 0.3, 0.2)
	},
	sound.Graze: func(r *rand.Rand) buf {
		return mix(swell(bandpass(noise(r, 0.14), hz(3000), 3), 0.2), thump(120, 70, 0.02), 0, 0.4)
	},
	sound.Bow: func(r *rand.Rand) buf {
		b := env(pluck(r, 98, 0.4, 0.996, 0.5), 0.001, 0.09)
		return mix(b, whoosh(r, 1500, 3500, 0.12, 0.2), 0.01, 0.5)
	},
	sound.Crossbow: func(r *rand.Rand) buf {
		b := burst(r, 3000, 4, 0.004)
		b = mix(b, env(pluck(r, 160, 0.3, 0.99, 0.6), 0.001, 0.05), 0.01, 1)
		b = mix(b, thump(150, 80, 0.03), 0.01, 0.8)
		return mix(b, whoosh(r, 2000, 4000, 0.1, 0.2), 0.03, 0.4)
	},
	sound.Sling: func(r *rand.Rand) buf {
		b := secs(0.5)
		for k := range 3 {
			f := 600 + 250*float64(k)
			b = mix(b, whoosh(r, f, f*1.6, 0.13, 0.5), 0.11*float64(k), 0.5+0.2*float64(k))
		}
		return mix(b, burst(r, 2200, 3, 0.008), 0.36, 0.8)
	},
	sound.Throw: func(r *rand.Rand) buf {
		b := whoosh(r, 500, 1400, 0.32, 0.3)
		for i := range b { // spinning: the whoosh beats at 14 Hz
			b[i] *= 0.55 + 0.45*math.Sin(2*math.Pi*14*float64(i)/rate)
		}
		return b
	},
	sound.Shove: func(r *rand.Rand) buf {
		b := thump(100, 50, 0.05)
		return mix(b, swell(lowpass(noise(r, 0.2), 1500), 0.3), 0.03, 0.5)
	},
	sound.Fall: func(r *rand.Rand) buf {
		b := thump(75, 35, 0.08)
		for k := range 4 {
			b = mix(b, burst(r, 2000+1500*r.Float64(), 5, 0.01), 0.02+0.05*float64(k)+0.02*r.Float64(), 0.4)
		}
		return mix(b, thump(90, 40, 0.04), 0.12, 0.6)
	},
	sound.Die: func(r *rand.Rand) buf {
		b := swell(formant(0.7, sweep(150, 75, 0.7), 700, 1150), 0.2)
		b = lowpass(b, 2500)
		return mix(b, thump(70, 30, 0.08), 0.55, 1.2)
	},
	sound.Flee: func(r *rand.Rand) buf {
		b := secs(1)
		at := 0.0
		for k := range 7 {
			b = mix(b, step(700, 1.5, 0.02, 0.8)(r), at, 1-0.13*float64(k))
			at += 0.13
		}
		return b
	},
	sound.Panic: func(r *rand.Rand) buf {
		return swell(formant(0.38, func(t float64) float64 { return 320 + 260*math.Sin(math.Pi*t/0.38) }, 800, 1400), 0.3)
	},
	sound.Horn: func(r *rand.Rand) buf {
		note := func(f, d float64) buf {
			b := osc(d, func(t float64) float64 { return f * (1 + 0.006*math.Sin(2*math.Pi*5*t)) }, saw)
			return fade(lowpass(b, 1100), 0.08, 0.2)
		}
		b := mix(note(293.66, 0.7), note(220, 1.0), 0.65, 1)
		return room(b, 0.8, 0.3)
	},
	sound.React: func(r *rand.Rand) buf {
		return mix(whoosh(r, 800, 3000, 0.15, 0.8), bell(1800, 0.25, metal[:3], 0.05), 0.12, 0.4)
	},
	sound.Brace: func(r *rand.Rand) buf {
		b := swell(bandpass(noise(r, 0.22), hz(700), 4), 0.6)
		return mix(b, bell(900, 0.5, metal, 0.08), 0.18, 0.5)
	},
	sound.Reload: func(r *rand.Rand) buf {
		b := secs(0.7)
		at := 0.0
		for k := range 7 {
			b = mix(b, burst(r, 2800, 6, 0.004), at, 0.7)
			at += 0.075 - 0.004*float64(k)
		}
		return mix(b, mix(burst(r, 1500, 4, 0.01), thump(200, 100, 0.02), 0, 1), at+0.05, 1)
	},
	sound.Rise: func(r *rand.Rand) buf {
		b := swell(lowpass(noise(r, 0.3), 1800), 0.5)
		for k := range 3 {
			b = mix(b, bell(2300+300*float64(k), 0.12, metal[:2], 0.03), 0.1+0.06*float64(k), 0.25)
		}
		return b
	},
	sound.Heal: func(r *rand.Rand) buf {
		b := secs(1)
		for k, f := range []float64{1046.5, 1318.5, 1568, 2093} {
			b = mix(b, env(osc(0.8, hz(f), sine), 0.01, 0.25), 0.08*float64(k), 0.5)
		}
		return room(b, 0.6, 0.35)
	},
	sound.Afflict: func(r *rand.Rand) buf {
		a := osc(0.6, hz(196), tri)
		b := osc(0.6, hz(208), tri)
		for i := range a {
			a[i] = (a[i] + b[i]) * (0.6 + 0.4*math.Sin(2*math.Pi*7*float64(i)/rate))
		}
		return swell(lowpass(a, 1200), 0.2)
	},
	sound.Draw: func(r *rand.Rand) buf {
		b := swell(bandpass(noise(r, 0.35), sweep(2000, 6000, 0.35), 6), 0.7)
		return mix(b, bell(4200, 0.4, metal[:2], 0.08), 0.3, 0.3)
	},
	sound.Stow: func(r *rand.Rand) buf {
		b := swell(bandpass(noise(r, 0.25), sweep(5000, 1800, 0.25), 5), 0.5)
		return mix(b, burst(r, 1200, 3, 0.01), 0.24, 0.8)
	},
	sound.Drop: func(r *rand.Rand) buf {
		b := secs(0.5)
		at, g := 0.0, 1.0
		for range 4 {
			b = mix(b, bell(1300+400*r.Float64(), 0.2, metal, 0.03), at, g)
			b = mix(b, burst(r, 3000, 2, 0.004), at, g)
			at += 0.09 * g
			g *= 0.6
		}
		return b
	},
	sound.Pickup: func(r *rand.Rand) buf {
		return mix(bell(2100, 0.2, metal[:3], 0.04), lowpass(burst(r, 800, 1, 0.02), 1500), 0, 0.5)
	},
	sound.TurnOurs: func(r *rand.Rand) buf {
		b := bell(784, 0.8, []float64{1, 2, 3.01, 4.2}, 0.25)
		return room(mix(b, bell(1046.5, 0.8, []float64{1, 2, 3.01, 4.2}, 0.3), 0.12, 1), 0.5, 0.25)
	},
	sound.TurnFoe: func(r *rand.Rand) buf {
		b := lowpass(bell(329.6, 0.8, []float64{1, 2, 3.01, 4.2}, 0.25), 2000)
		return room(mix(b, lowpass(bell(246.9, 0.8, []float64{1, 2, 3.01, 4.2}, 0.3), 1800), 0.14, 1), 0.5, 0.25)
	},
	sound.Round: func(r *rand.Rand) buf {
		hitD := func() buf { return mix(thump(130, 65, 0.09), lowpass(burst(r, 300, 1, 0.03), 800), 0, 0.5) }
		return room(mix(hitD(), hitD(), 0.18, 1.1), 0.5, 0.3)
	},
	sound.Victory: func(r *rand.Rand) buf {
		return fanfare([]float64{261.6, 329.6, 392, 523.3}, []float64{0, 0.18, 0.36, 0.54}, 1.6)
	},
	sound.Defeat: func(r *rand.Rand) buf {
		return fanfare([]float64{392, 311.1, 261.6, 196}, []float64{0, 0.45, 0.9, 1.35}, 1.4)
	},
	sound.Click: func(r *rand.Rand) buf {
		return mix(env(osc(0.04, hz(1900), sine), 0.001, 0.008), burst(r, 4000, 3, 0.002), 0, 0.5)
	},
	sound.Refuse: func(r *rand.Rand) buf {
		blip := func() buf { return fade(lowpass(osc(0.08, hz(165), square), 1400), 0.005, 0.02) }
		return mix(blip(), blip(), 0.11, 1)
	},
}

// fanfare is brass-like notes of frequencies fs at times ats, the last held for hold seconds.
func fanfare(fs, ats []float64, hold float64) buf {
	b := secs(ats[len(ats)-1] + hold)
	for k, f := range fs {
		d := 0.3
		if k == len(fs)-1 {
			d = hold
		}
		note := osc(d, func(t float64) float64 { return f * (1 + 0.004*math.Sin(2*math.Pi*5.5*t)) }, saw)
		note = mix(note, osc(d, hz(f*1.002), saw), 0, 0.6)
		b = mix(b, fade(lowpass(note, 1600), 0.03, 0.12), ats[k], 0.6)
	}
	return room(b, 0.9, 0.3)
}

// spells are each element's cast and burst.
func spells() map[sound.Effect]recipe {
	out := map[sound.Effect]recipe{
		sound.Cast("fire"): func(r *rand.Rand) buf {
			b := swell(lowpass(noise(r, 0.5), 1400), 0.7)
			return crackle(r, b, 0.5, 14)
		},
		sound.Burst("fire"): func(r *rand.Rand) buf {
			b := mix(thump(80, 35, 0.08), swell(lowpass(noise(r, 0.5), 2500), 0.1), 0, 0.9)
			return crackle(r, b, 0.5, 20)
		},
		sound.Cast("frost"): func(r *rand.Rand) buf {
			b := swell(highpass(noise(r, 0.5), 5000), 0.6)
			for range 10 {
				b = mix(b, bell(2500+3000*r.Float64(), 0.15, metal[:2], 0.04), 0.45*r.Float64(), 0.12)
			}
			return b
		},
		sound.Burst("frost"): func(r *rand.Rand) buf {
			b := burst(r, 5000, 2, 0.02)
			for k := range 8 {
				b = mix(b, bell(1800+4000*r.Float64(), 0.25, metal, 0.05), 0.01*float64(k), 0.3)
			}
			return b
		},
		sound.Cast("lightning"): func(r *rand.Rand) buf {
			b := osc(0.4, sweep(70, 140, 0.4), square)
			z := noise(r, 0.4)
			for i := range b {
				b[i] = 0.5*b[i] + 0.5*z[i]*math.Max(0, math.Sin(2*math.Pi*23*float64(i)/rate))
			}
			return swell(bandpass(b, sweep(800, 3000, 0.4), 1.5), 0.8)
		},
		sound.Burst("lightning"): func(r *rand.Rand) buf {
			b := mix(burst(r, 4000, 0.8, 0.015), lowpass(brown(r, 0.6), 300), 0.01, 0.8)
			return env(b, 0.001, 0.2)
		},
		sound.Cast("shadow"): func(r *rand.Rand) buf {
			b := mix(osc(0.55, hz(73), saw), osc(0.55, hz(77.5), saw), 0, 1)
			return swell(lowpass(mix(b, lowpass(noise(r, 0.55), 600), 0, 0.6), 700), 0.8)
		},
		sound.Burst("shadow"): func(r *rand.Rand) buf {
			return mix(thump(60, 30, 0.1), swell(bandpass(noise(r, 0.45), sweep(2500, 400, 0.45), 3), 0.1), 0, 0.6)
		},
		sound.Cast("arcane"): func(r *rand.Rand) buf {
			b := osc(0.45, func(t float64) float64 { return sweep(300, 1200, 0.45)(t) * (1 + 0.3*math.Sin(2*math.Pi*30*t)) }, sine)
			return swell(b, 0.8)
		},
		sound.Burst("arcane"): func(r *rand.Rand) buf {
			return mix(env(osc(0.4, sweep(1500, 200, 0.3), sine), 0.002, 0.1), burst(r, 2000, 1.5, 0.01), 0, 0.8)
		},
		sound.Cast("holy"): func(r *rand.Rand) buf {
			b := secs(0.65)
			for _, f := range []float64{523.3, 659.3, 784, 1046.5} {
				b = mix(b, osc(0.65, func(t float64) float64 { return f * (1 + 0.005*math.Sin(2*math.Pi*5*t)) }, sine), 0, 0.3)
			}
			return room(swell(b, 0.7), 0.5, 0.3)
		},
		sound.Burst("holy"): func(r *rand.Rand) buf {
			return room(bell(1046.5, 0.7, []float64{1, 2, 3, 4.2, 5.4}, 0.2), 0.5, 0.3)
		},
		sound.Cast("mind"): func(r *rand.Rand) buf {
			a := osc(0.6, func(t float64) float64 { return 440 + 60*math.Sin(2*math.Pi*3*t) }, sine)
			b := osc(0.6, func(t float64) float64 { return 445 - 60*math.Sin(2*math.Pi*3.3*t) }, sine)
			return swell(mix(a, b, 0, 1), 0.5)
		},
		sound.Burst("mind"): func(r *rand.Rand) buf {
			return env(osc(0.5, func(t float64) float64 { return (900 - 1000*t) * (1 + 0.08*math.Sin(2*math.Pi*12*t)) }, tri), 0.005, 0.15)
		},
		sound.Cast("acid"): func(r *rand.Rand) buf {
			b := secs(0.55)
			for range 24 {
				f := 300 + 700*r.Float64()
				b = mix(b, env(osc(0.05, sweep(f, f*1.8, 0.04), sine), 0.002, 0.012), 0.5*r.Float64(), 0.4)
			}
			return b
		},
		sound.Burst("acid"): func(r *rand.Rand) buf {
			b := highpass(noise(r, 0.5), 3000)
			for i := range b {
				b[i] *= 0.5 + 0.5*math.Sin(2*math.Pi*31*float64(i)/rate)
			}
			return env(b, 0.005, 0.15)
		},
	}
	return out
}

// crackle adds n random crackles over the first d seconds of b.
func crackle(r *rand.Rand, b buf, d float64, count int) buf {
	for range count {
		b = mix(b, burst(r, 2500+3000*r.Float64(), 4, 0.003), d*r.Float64(), 0.6*r.Float64())
	}
	return b
}
