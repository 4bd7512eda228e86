import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { meBody, mockSignedIn } from '../../../test/signed-in';
import { i18n } from '../../../i18n/i18n';
import { renderRoute } from '../../../test/render-route';
import { sessionFixture } from '../test-fixtures';

const session = sessionFixture({ id: 'v-1', type: 'voice', tone: 'normal' });

/** A scripted SpeechRecognition: each start() for one utterance hears the next line; the barge-in watch hears nothing. */
function scriptRecognition(lines: string[]) {
  class FakeRecognition {
    lang = '';
    continuous = true;
    interimResults = true;
    maxAlternatives = 5;
    onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
    onerror = null;
    onnomatch = null;
    onend: (() => void) | null = null;
    static started: FakeRecognition[] = [];
    start() {
      FakeRecognition.started.push(this);
      if (this.interimResults) return;
      const text = lines.shift() ?? '';
      setTimeout(() => this.onresult?.({ results: [[{ transcript: text }]] }), 10);
    }
    stop() {
      this.onend?.();
    }
    abort() {}
  }
  vi.stubGlobal('SpeechRecognition', FakeRecognition);
  return FakeRecognition;
}

function scriptSynthesis() {
  const spoken: { text: string; lang: string }[] = [];
  class Utterance {
    lang = '';
    voice = null;
    onend: (() => void) | null = null;
    onerror = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    speak: (u: Utterance) => {
      spoken.push({ text: u.text, lang: u.lang });
      setTimeout(() => u.onend?.(), 10);
    },
    cancel: vi.fn(),
    getVoices: () => [],
  });
  return spoken;
}

afterEach(() => vi.unstubAllGlobals());

describe('the voice session screen', () => {
  it('starts up, greets, hears a turn with the spec settings and speaks the reply', async () => {
    const Recognition = scriptRecognition(['I feel anxious about tomorrow']);
    const spoken = scriptSynthesis();
    const api = mockSignedIn(meBody(), {
      'GET /api/sessions': { status: 200, body: [] },
      'POST /api/sessions': { status: 201, body: { session, messages: [] } },
      'POST /api/sessions/v-1/messages': () =>
        new Response(
          `id: 1\nevent: done\ndata: ${JSON.stringify({
            seq: 1,
            userMessage: {
              id: 'u',
              role: 'user',
              content: 'I feel anxious about tomorrow',
              createdAt: session.startedAt,
            },
            message: {
              id: 'a',
              role: 'assistant',
              content: 'That sounds stressful.',
              createdAt: session.startedAt,
            },
          })}\n\n`,
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
    });
    renderRoute('/therapy/voice');
    expect(await screen.findByText('Powering on')).toBeVisible();
    expect(await screen.findByText('Ready to chat')).toBeVisible();
    await waitFor(() => expect(spoken[0]?.text).toMatch(/glad you're here/), { timeout: 8000 });
    expect(api.calls('POST /api/sessions')[0]!.body).toMatchObject({
      type: 'voice',
      tone: 'normal',
      language: 'en',
    });
    const mic = await screen.findByRole('button', { name: 'Talk' });
    await waitFor(() => expect(mic).toBeEnabled());
    await userEvent.setup().click(mic);
    await waitFor(() => expect(spoken.at(-1)?.text).toBe('That sounds stressful.'), { timeout: 5000 });
    const recognition = Recognition.started.find((r) => !r.interimResults)!;
    expect(recognition).toMatchObject({
      lang: 'en-US',
      continuous: false,
      interimResults: false,
      maxAlternatives: 1,
    });
    expect(api.calls('POST /api/sessions/v-1/messages')[0]!.body).toEqual({
      content: 'I feel anxious about tomorrow',
    });
  }, 15_000);

  it('records and has the server transcribe where the browser cannot recognise speech', async () => {
    const spoken = scriptSynthesis();
    const tracks = [{ stop: vi.fn() }];
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn(async () => ({ getTracks: () => tracks })) },
    });
    class FakeRecorder {
      static isTypeSupported = () => true;
      mimeType = 'audio/webm;codecs=opus';
      ondataavailable: ((e: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() {}
      stop() {
        this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
        this.onstop?.();
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    const api = mockSignedIn(meBody(), {
      'GET /api/sessions': { status: 200, body: [] },
      'POST /api/sessions': { status: 201, body: { session, messages: [] } },
      'POST /api/stt': { status: 200, body: { text: 'I cannot sleep' } },
      'POST /api/sessions/v-1/messages': () =>
        new Response(
          `id: 1\nevent: delta\ndata: {"seq":1,"delta":"That sounds exhausting. "}\n\nid: 2\nevent: done\ndata: ${JSON.stringify(
            {
              seq: 2,
              userMessage: { id: 'u', role: 'user', content: 'I cannot sleep', createdAt: session.startedAt },
              message: {
                id: 'a',
                role: 'assistant',
                content: 'That sounds exhausting.',
                createdAt: session.startedAt,
              },
            },
          )}\n\n`,
          { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
        ),
    });
    renderRoute('/therapy/voice');
    expect(await screen.findByText('Connected')).toBeVisible();
    const mic = await screen.findByRole('button', { name: 'Talk' });
    await waitFor(() => expect(mic).toBeEnabled(), { timeout: 8000 });
    const user = userEvent.setup();
    await user.click(mic);
    await user.click(await screen.findByRole('button', { name: 'Stop listening' }));
    await waitFor(() => expect(spoken.at(-1)?.text).toBe('That sounds exhausting.'), { timeout: 5000 });
    expect(api.calls('POST /api/stt')[0]!.url.searchParams.get('lang')).toBe('en');
    expect(tracks[0]!.stop).toHaveBeenCalled();
  }, 15_000);

  it('says so and offers text where the browser cannot recognise speech', async () => {
    scriptSynthesis();
    mockSignedIn(meBody(), {
      'GET /api/sessions': { status: 200, body: [] },
      'POST /api/sessions': { status: 201, body: { session, messages: [] } },
    });
    renderRoute('/therapy/voice');
    expect(await screen.findByText('Limited Mode')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Switch to text' })).toHaveAttribute(
      'href',
      '/therapy/text?tone=normal&lang=en',
    );
    expect(screen.getByRole('button', { name: 'Talk' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Talk in text instead' })).toHaveAttribute(
      'href',
      '/therapy/text?tone=normal&lang=en',
    );
  });

  it('starts in Korean with a Korean persona on a Korean screen until a voice is picked', async () => {
    await i18n.changeLanguage('ko');
    scriptSynthesis();
    mockSignedIn(meBody({ language: 'ko' }), {
      'GET /api/sessions': { status: 200, body: [] },
      'POST /api/sessions': { status: 201, body: { session, messages: [] } },
    });
    renderRoute('/therapy/voice');
    expect(await screen.findByRole('combobox')).toHaveValue('hype-friend');
    expect(screen.getByRole('link', { name: '텍스트로 전환' })).toHaveAttribute(
      'href',
      '/therapy/text?tone=normal&lang=ko',
    );
  });
});
