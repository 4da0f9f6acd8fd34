package main

// Synthesis: the few building blocks every recipe is made of (noise, oscillators, envelopes,
// filters, a plucked string, a bell, a room), on mono buffers of float64 at rate samples a second.

import (
	"math"
	"math/rand/v2"
)

// rate is the sample rate the sounds are made and stored at.
const rate = 22050

// buf is a mono sound.
type buf []float64

// secs is a buffer of d seconds of silence.
func secs(d float64) buf { return make(buf, int(d*rate)) }

// n is the number of samples in d seconds.
func n(d float64) int { return int(d * rate) }

// mix adds src into dst from second at, scaled by gain, growing dst if need be.
func mix(dst buf, src buf, at, gain float64) buf {
	o := n(at)
	if need := o + len(src); need > len(dst) {
		dst = append(dst, make(buf, need-len(dst))...)
	}
	for i, v := range src {
		dst[o+i] += v * gain
	}
	return dst
}

// noise is white noise of d seconds.
func noise(r *rand.Rand, d float64) buf {
	b := secs(d)
	for i := range b {
		b[i] = r.Float64()*2 - 1
	}
	return b
}

// brown is brown (red) noise of d seconds: integrated white noise, kept from drifting.
func brown(r *rand.Rand, d float64) buf {
	b := secs(d)
	v := 0.0
	for i := range b {
		v = 0.995*v + 0.1*(r.Float64()*2-1)
		b[i] = v
	}
	return normalise(b, 1)
}

// osc is a waveform of frequency f(t) Hz (t in seconds) for d seconds: shape maps a phase in
// [0,1) to a sample.
func osc(d float64, f func(t float64) float64, shape func(p float64) float64) buf {
	b := secs(d)
	p := 0.0
	for i := range b {
		t := float64(i) / rate
		b[i] = shape(p)
		p += f(t) / rate
		p -= math.Floor(p)
	}
	return b
}

// The waveforms.
func sine(p float64) float64 { return math.Sin(2 * math.Pi * p) }
func saw(p float64) float64  { return 2*p - 1 }
func square(p float64) float64 {
	if p < 0.5 {
		return 1
	}
	return -1
}
func tri(p float64) float64 { return 1 - 4*math.Abs(p-0.5) }

// hz is a constant frequency.
func hz(f float64) func(float64) float64 { return func(float64) float64 { return f } }

// sweep is a frequency gliding exponentially from a to b over d seconds.
func sweep(a, b, d float64) func(float64) float64 {
	return func(t float64) float64 { return a * math.Pow(b/a, math.Min(t/d, 1)) }
}

// env shapes b by an envelope: a linear attack of a seconds, then an exponential decay with
// time constant tau.
func env(b buf, a, tau float64) buf {
	for i := range b {
		t := float64(i) / rate
		g := math.Exp(-(t - a) / tau)
		if t < a {
			g = t / a
		}
		b[i] *= g
	}
	return b
}

// swell shapes b by a rise and fall: sin² over its length, peaking at the fraction peak.
func swell(b buf, peak float64) buf {
	for i := range b {
		x := float64(i) / float64(len(b))
		var g float64
		if x < peak {
			g = math.Sin(math.Pi / 2 * x / peak)
		} else {
			g = math.Cos(math.Pi / 2 * (x - peak) / (1 - peak))
		}
		b[i] *= g * g
	}
	return b
}

// fade fades b in over in seconds and out over out seconds.
func fade(b buf, in, out float64) buf {
	ni, no := n(in), n(out)
	for i := range b {
		g := 1.0
		if i < ni {
			g = float64(i) / float64(ni)
		}
		if j := len(b) - i; j < no {
			g *= float64(j) / float64(no)
		}
		b[i] *= g
	}
	return b
}

// lowpass filters b with a one-pole low-pass at cutoff Hz (applied twice: 12 dB an octave).
func lowpass(b buf, cutoff float64) buf {
	a := 1 - math.Exp(-2*math.Pi*cutoff/rate)
	for pass := 0; pass < 2; pass++ {
		y := 0.0
		for i, x := range b {
			y += a * (x - y)
			b[i] = y
		}
	}
	return b
}

// highpass filters b with a one-pole high-pass at cutoff Hz.
func highpass(b buf, cutoff float64) buf {
	a := 1 - math.Exp(-2*math.Pi*cutoff/rate)
	y := 0.0
	for i, x := range b {
		y += a * (x - y)
		b[i] = x - y
	}
	return b
}

// bandpass filters b with a resonant band-pass (a state-variable filter) whose centre f(t)
// may move, of quality q.
func bandpass(b buf, f func(t float64) float64, q float64) buf {
	low, band := 0.0, 0.0
	damp := 1 / q
	for i, x := range b {
		fc := 2 * math.Sin(math.Pi*math.Min(f(float64(i)/rate), rate/6)/rate)
		for range 2 { // oversampled for stability at high centres
			low += fc * band
			high := x - low - damp*band
			band += fc * high
		}
		b[i] = band
	}
	return b
}

// pluck is a plucked string (Karplus–Strong) of frequency f for d seconds; decay near 1 rings
// longer, bright near 1 is brighter.
func pluck(r *rand.Rand, f, d, decay, bright float64) buf {
	b := secs(d)
	period := max(2, int(rate/f))
	line := make([]float64, period)
	for i := range line {
		line[i] = r.Float64()*2 - 1
	}
	prev := 0.0
	for i := range b {
		k := i % period
		v := line[k]
		nv := decay * (bright*v + (1-bright)*prev)
		prev = v
		line[k] = nv
		b[i] = v
	}
	return b
}

// bell is struck metal: inharmonic partials of base f, each decaying at its own rate, for d
// seconds.
func bell(f, d float64, ratios []float64, tau float64) buf {
	b := secs(d)
	for k, ratio := range ratios {
		p := osc(d, hz(f*ratio), sine)
		env(p, 0.002, tau/(1+0.6*float64(k)))
		mix(b, p, 0, 1/(1+0.5*float64(k)))
	}
	return b
}

// metal are the partials of a struck blade or shield.
var metal = []float64{1, 2.76, 5.4, 8.93, 13.3}

// thump is a low drum-like impact: a sine whose pitch falls from a to b Hz, decaying over tau.
func thump(a, b, tau float64) buf {
	d := tau * 6
	return env(osc(d, sweep(a, b, tau*2), sine), 0.002, tau)
}

// burst is a short band of noise around f Hz: a transient, a crack, a scrape.
func burst(r *rand.Rand, f, q, tau float64) buf {
	return env(bandpass(noise(r, tau*6), hz(f), q), 0.001, tau)
}

// whoosh is air cut by something: noise through a band-pass swept from a to b Hz, swelling
// over d seconds.
func whoosh(r *rand.Rand, a, b, d, peak float64) buf {
	return swell(bandpass(noise(r, d), sweep(a, b, d), 2.5), peak)
}

// formant is a voice-like sound: a sawtooth of pitch f(t) through two vowel formants.
func formant(d float64, f func(float64) float64, f1, f2 float64) buf {
	src := osc(d, f, saw)
	a := bandpass(append(buf(nil), src...), hz(f1), 5)
	b := bandpass(src, hz(f2), 6)
	return mix(a, b, 0, 0.6)
}

// room adds a short reverberation (Schroeder: four combs, two all-passes) of the given length in
// seconds and wet share.
func room(b buf, length, wet float64) buf {
	out := append(buf(nil), b...)
	out = append(out, make(buf, n(length))...)
	combs := []float64{0.0297, 0.0371, 0.0411, 0.0437}
	fb := math.Pow(0.001, 0.035/length)
	rev := make(buf, len(out))
	for _, c := range combs {
		dl := n(c)
		line := make([]float64, dl)
		for i := range out {
			x := 0.0
			if i < len(b) {
				x = b[i]
			}
			y := line[i%dl]
			line[i%dl] = x + fb*y
			rev[i] += y / 4
		}
	}
	for _, c := range []float64{0.005, 0.0017} {
		dl := n(c)
		line := make([]float64, dl)
		for i, x := range rev {
			y := line[i%dl]
			line[i%dl] = x + 0.5*y
			rev[i] = y - 0.5*x
		}
	}
	for i := range out {
		out[i] = out[i]*(1-wet) + rev[i]*wet*2
	}
	return out
}

// normalise scales b so that its peak is peak.
func normalise(b buf, peak float64) buf {
	m := 0.0
	for _, v := range b {
		m = math.Max(m, math.Abs(v))
	}
	if m == 0 {
		return b
	}
	for i := range b {
		b[i] *= peak / m
	}
	return b
}

// trim cuts b's silent end (below -60 dB of its peak) and fades its last 5 ms.
func trim(b buf) buf {
	m := 0.0
	for _, v := range b {
		m = math.Max(m, math.Abs(v))
	}
	end := len(b)
	for end > 0 && math.Abs(b[end-1]) < m*0.001 {
		end--
	}
	return fade(b[:end], 0, 0.005)
}

// loop makes b of length d seamless: what rings on past d is laid over its start.
func loop(b buf, d float64) buf {
	l := n(d)
	if len(b) <= l {
		return append(b, make(buf, l-len(b))...)
	}
	for i := l; i < len(b); i++ {
		b[i-l] += b[i]
	}
	return b[:l]
}
