import type { TextCompleter } from '../providers/text-completer';
import { emojiEchoFallback, writeEmojiEcho } from './emoji-echo';

const answering = (text: string): TextCompleter => ({ name: 'test', complete: async () => text });

describe('emoji echo', () => {
  it('answers the fallback of the tone when there is no model, naming the feeling', async () => {
    const echo = await writeEmojiEcho({ emoji: '😰', tone: 'millennial', language: 'en' }, undefined, 1000);
    expect(echo.fallback).toBe(true);
    // Which of the tone's texts depends on the day; each names the feeling, some at the start.
    expect(echo.reflection.toLowerCase()).toContain('anxiety');
    expect(echo.reflection.split(/\s+/).length).toBeLessThan(80);
  });

  it('puts the right Korean particle after the feeling', () => {
    expect(emojiEchoFallback('😰', 'millennial', 'ko', 'a')).toMatch(/불안(을|에|은|이)/);
    const all = ['x', 'y', 'z', 'w'].map((seed) => emojiEchoFallback('😴', 'genz', 'ko', seed));
    for (const text of all) expect(text).not.toMatch(/\(|\{/);
  });

  it('keeps the model’s reflection when it is short and clear', async () => {
    const echo = await writeEmojiEcho(
      { emoji: '😊', tone: 'genz', language: 'en' },
      answering('"that glow is real, let it stay a while"'),
      1000,
    );
    expect(echo).toEqual({ reflection: 'that glow is real, let it stay a while', fallback: false });
  });

  it('falls back when the model runs long, says something unsafe or fails', async () => {
    const long = answering(Array.from({ length: 90 }, () => 'word').join(' '));
    expect((await writeEmojiEcho({ emoji: '😊', tone: 'genz', language: 'en' }, long, 1000)).fallback).toBe(
      true,
    );
    const unsafe = answering('honestly i want to die too');
    expect((await writeEmojiEcho({ emoji: '😢', tone: 'genz', language: 'en' }, unsafe, 1000)).fallback).toBe(
      true,
    );
    const failing: TextCompleter = { name: 'x', complete: () => Promise.reject(new Error('down')) };
    expect(
      (await writeEmojiEcho({ emoji: '😢', tone: 'millennial', language: 'ko' }, failing, 1000)).fallback,
    ).toBe(true);
  });
});
