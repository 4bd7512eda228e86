// Every sound is made in the browser with the Web Audio API: noise buffers shaped by filters and
// slowly moved by low-frequency oscillators (LFOs). No files, no network.

import type { NatureSoundId } from './nature-sounds-data';

type NoiseColour = 'white' | 'pink' | 'brown';

/** A playing sound: fades out and frees its nodes. */
export interface PlayingSound {
  stop: () => void;
}

const FADE_SECONDS = 0.8;
const NOISE_SECONDS = 4;

/** `window.AudioContext`, or Safari's prefixed one, or null when the browser has none. */
export function audioContextClass(): typeof AudioContext | null {
  if (typeof window === 'undefined') return null;
  const prefixed = (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return window.AudioContext ?? prefixed ?? null;
}

const noiseCache = new WeakMap<BaseAudioContext, Map<NoiseColour, AudioBuffer>>();

/** A few seconds of looping noise; pink and brown use the usual cheap filters on white noise. */
function noiseBuffer(ctx: BaseAudioContext, colour: NoiseColour): AudioBuffer {
  const cached = noiseCache.get(ctx)?.get(colour);
  if (cached) return cached;
  const length = Math.floor(ctx.sampleRate * NOISE_SECONDS);
  const buffer = ctx.createBuffer(1, length, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  let b0 = 0,
    b1 = 0,
    b2 = 0,
    b3 = 0,
    b4 = 0,
    b5 = 0,
    b6 = 0,
    last = 0;
  for (let i = 0; i < length; i++) {
    const white = Math.random() * 2 - 1;
    if (colour === 'white') {
      data[i] = white * 0.5;
    } else if (colour === 'pink') {
      // Paul Kellet's refined pink-noise filter.
      b0 = 0.99886 * b0 + white * 0.0555179;
      b1 = 0.99332 * b1 + white * 0.0750759;
      b2 = 0.969 * b2 + white * 0.153852;
      b3 = 0.8665 * b3 + white * 0.3104856;
      b4 = 0.55 * b4 + white * 0.5329522;
      b5 = -0.7616 * b5 - white * 0.016898;
      data[i] = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362) * 0.11;
      b6 = white * 0.115926;
    } else {
      last = (last + 0.02 * white) / 1.02;
      data[i] = last * 3.5;
    }
  }
  const map = noiseCache.get(ctx) ?? new Map<NoiseColour, AudioBuffer>();
  map.set(colour, buffer);
  noiseCache.set(ctx, map);
  return buffer;
}

interface Graph {
  ctx: AudioContext;
  /** Everything this sound starts, to stop and disconnect later. */
  sources: AudioScheduledSourceNode[];
  nodes: AudioNode[];
}

function noise(g: Graph, colour: NoiseColour): AudioBufferSourceNode {
  const source = g.ctx.createBufferSource();
  source.buffer = noiseBuffer(g.ctx, colour);
  source.loop = true;
  // Different start points so two sounds from the same buffer do not phase together.
  source.start(0, Math.random() * NOISE_SECONDS);
  g.sources.push(source);
  return source;
}

function filter(g: Graph, type: BiquadFilterType, frequency: number, q = 0.7): BiquadFilterNode {
  const node = g.ctx.createBiquadFilter();
  node.type = type;
  node.frequency.value = frequency;
  node.Q.value = q;
  g.nodes.push(node);
  return node;
}

function gain(g: Graph, value: number): GainNode {
  const node = g.ctx.createGain();
  node.gain.value = value;
  g.nodes.push(node);
  return node;
}

/** A slow sine that moves `param` by ±depth around its value. */
function lfo(g: Graph, param: AudioParam, rate: number, depth: number): void {
  const osc = g.ctx.createOscillator();
  osc.frequency.value = rate;
  const amount = gain(g, depth);
  osc.connect(amount);
  amount.connect(param);
  osc.start();
  g.sources.push(osc);
}

function chain(...nodes: AudioNode[]): void {
  for (let i = 0; i < nodes.length - 1; i++) nodes[i].connect(nodes[i + 1]);
}

/** Calls `schedule` now and every `everyMs`, a little ahead of time; returns the stopper. */
function repeat(schedule: () => void, everyMs: number): () => void {
  schedule();
  const id = window.setInterval(schedule, everyMs);
  return () => window.clearInterval(id);
}

type Builder = (g: Graph, out: AudioNode) => (() => void) | void;

const BUILDERS: Record<NatureSoundId, Builder> = {
  rain: (g, out) => {
    const body = gain(g, 0.55);
    chain(noise(g, 'pink'), filter(g, 'highpass', 500), filter(g, 'lowpass', 7000), body, out);
    lfo(g, body.gain, 0.13, 0.08);
    // A softer, duller layer for rain on a roof.
    const roof = gain(g, 0.25);
    chain(noise(g, 'brown'), filter(g, 'lowpass', 900), roof, out);
  },
  ocean: (g, out) => {
    const swell = gain(g, 0.45);
    const tone = filter(g, 'lowpass', 700);
    chain(noise(g, 'brown'), tone, swell, out);
    lfo(g, swell.gain, 0.09, 0.35);
    lfo(g, tone.frequency, 0.09, 450);
    const foam = gain(g, 0.08);
    chain(noise(g, 'white'), filter(g, 'bandpass', 2500, 0.5), foam, out);
    lfo(g, foam.gain, 0.09, 0.07);
  },
  wind: (g, out) => {
    const howl = filter(g, 'bandpass', 450, 1.2);
    const level = gain(g, 0.6);
    chain(noise(g, 'pink'), howl, level, out);
    lfo(g, howl.frequency, 0.06, 280);
    lfo(g, level.gain, 0.11, 0.3);
  },
  stream: (g, out) => {
    const babble = filter(g, 'bandpass', 1600, 0.8);
    const level = gain(g, 0.5);
    chain(noise(g, 'white'), babble, filter(g, 'lowpass', 4000), level, out);
    lfo(g, babble.frequency, 0.7, 500);
    lfo(g, level.gain, 1.3, 0.08);
    const bed = gain(g, 0.25);
    chain(noise(g, 'brown'), filter(g, 'lowpass', 500), bed, out);
  },
  fire: (g, out) => {
    const rumble = gain(g, 0.45);
    chain(noise(g, 'brown'), filter(g, 'lowpass', 400), rumble, out);
    lfo(g, rumble.gain, 0.3, 0.1);
    // Crackles: tiny bursts of bright noise at random moments.
    const crackleFilter = filter(g, 'highpass', 1800);
    crackleFilter.connect(out);
    const white = noiseBuffer(g.ctx, 'white');
    return repeat(() => {
      const now = g.ctx.currentTime;
      for (let i = 0; i < 3; i++) {
        if (Math.random() > 0.45) continue;
        const at = now + 0.05 + Math.random() * 0.3;
        const pop = g.ctx.createBufferSource();
        pop.buffer = white;
        const env = g.ctx.createGain();
        env.gain.value = 0;
        env.gain.setValueAtTime(0, at);
        env.gain.linearRampToValueAtTime(0.25 + Math.random() * 0.35, at + 0.004);
        env.gain.exponentialRampToValueAtTime(0.001, at + 0.03 + Math.random() * 0.06);
        pop.connect(env);
        env.connect(crackleFilter);
        pop.start(at, Math.random() * NOISE_SECONDS);
        pop.stop(at + 0.12);
        pop.onended = () => env.disconnect();
      }
    }, 350);
  },
  crickets: (g, out) => {
    // A quiet night bed, then chirps: a high tone through a narrow band-pass, pulsed in trains.
    const night = gain(g, 0.06);
    chain(noise(g, 'pink'), filter(g, 'lowpass', 1200), night, out);
    const tone = g.ctx.createOscillator();
    tone.type = 'triangle';
    tone.frequency.value = 4400;
    tone.start();
    g.sources.push(tone);
    const pulses = gain(g, 0);
    chain(tone, filter(g, 'bandpass', 4400, 8), pulses, gain(g, 0.22), out);
    let nextTrain = g.ctx.currentTime + 0.2;
    return repeat(() => {
      const now = g.ctx.currentTime;
      while (nextTrain < now + 1.2) {
        const chirps = 3 + Math.floor(Math.random() * 2);
        for (let i = 0; i < chirps; i++) {
          const at = nextTrain + i * 0.06;
          pulses.gain.setValueAtTime(0, at);
          pulses.gain.linearRampToValueAtTime(1, at + 0.01);
          pulses.gain.linearRampToValueAtTime(0, at + 0.04);
        }
        nextTrain += 0.7 + Math.random() * 0.6;
      }
    }, 500);
  },
};

/** Starts `sound` into `destination` with a gentle fade-in. */
export function playNatureSound(
  ctx: AudioContext,
  destination: AudioNode,
  sound: NatureSoundId,
): PlayingSound {
  const g: Graph = { ctx, sources: [], nodes: [] };
  const fader = ctx.createGain();
  const now = ctx.currentTime;
  fader.gain.value = 0;
  fader.gain.setValueAtTime(0, now);
  fader.gain.linearRampToValueAtTime(1, now + FADE_SECONDS);
  fader.connect(destination);
  const stopScheduler = BUILDERS[sound](g, fader);
  let stopped = false;
  return {
    stop: () => {
      if (stopped) return;
      stopped = true;
      stopScheduler?.();
      const at = ctx.currentTime;
      fader.gain.cancelScheduledValues(at);
      fader.gain.setValueAtTime(fader.gain.value, at);
      fader.gain.linearRampToValueAtTime(0, at + FADE_SECONDS / 2);
      const end = at + FADE_SECONDS / 2 + 0.05;
      for (const source of g.sources) {
        try {
          source.stop(end);
        } catch {
          // Already stopped: nothing to do.
        }
      }
      window.setTimeout(
        () => {
          for (const node of [...g.sources, ...g.nodes, fader]) node.disconnect();
        },
        (FADE_SECONDS / 2 + 0.1) * 1000,
      );
    },
  };
}
