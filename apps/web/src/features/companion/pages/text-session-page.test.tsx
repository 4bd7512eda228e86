import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meBody, mockSignedIn } from '../../../test/signed-in';
import { apiError } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { sessionFixture } from '../test-fixtures';

const session = sessionFixture({ closesAt: new Date(Date.now() + 600_000).toISOString() });
const welcome = {
  id: 'm-1',
  role: 'assistant',
  content: "hey! glad you're here.",
  createdAt: session.startedAt,
};

function streamed(events: string[]): Response {
  return new Response(events.join(''), { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** The `done` event of a reply to `said`: the saved reply and, in `extra`, the gate's payload. */
function replyDone(
  seq: number,
  said: string,
  reply: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  return `id: ${seq}\nevent: done\ndata: ${JSON.stringify({
    seq,
    userMessage: { id: 'm-2', role: 'user', content: said, createdAt: session.startedAt },
    message: { id: 'm-3', role: 'assistant', createdAt: session.startedAt, ...reply },
    ...extra,
  })}\n\n`;
}

function chat(handlers: Parameters<typeof mockSignedIn>[1] = {}) {
  return mockSignedIn(meBody(), {
    'POST /api/sessions': { status: 201, body: { session, messages: [welcome] } },
    'GET /api/subscription': { status: 200, body: { sessionsLeft: 3, monthlySessions: 3, planName: 'Free' } },
    ...handlers,
  });
}

describe('the text session screen', () => {
  it('shows the welcome after the typing indicator, then streams a reply in', async () => {
    const api = chat({
      'POST /api/sessions/s-1/messages': () =>
        streamed([
          'id: 1\nevent: delta\ndata: {"seq":1,"delta":"That sounds "}\n\n',
          'id: 2\nevent: delta\ndata: {"seq":2,"delta":"heavy."}\n\n',
          `id: 3\nevent: done\ndata: ${JSON.stringify({
            seq: 3,
            userMessage: { id: 'm-2', role: 'user', content: 'rough day', createdAt: session.startedAt },
            message: {
              id: 'm-3',
              role: 'assistant',
              content: 'That sounds heavy.',
              createdAt: session.startedAt,
            },
          })}\n\n`,
        ]),
    });
    renderRoute('/therapy/text?tone=genz&lang=en');
    expect(await screen.findByText('maeum. is typing…')).toBeInTheDocument();
    expect(await screen.findByText("hey! glad you're here.", {}, { timeout: 4000 })).toBeVisible();
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveAttribute('placeholder', "spill it, what's going on?");
    await user.type(box, 'rough day{Enter}');
    expect(await screen.findByText('That sounds heavy.')).toBeVisible();
    expect(api.calls('POST /api/sessions/s-1/messages')[0]!.body).toEqual({ content: 'rough day' });
    expect(api.calls('POST /api/sessions')[0]!.body).toEqual({ type: 'text', tone: 'genz', language: 'en' });
  });

  it("starts once, in the account's language, when the address names none", async () => {
    const api = mockSignedIn(meBody({ language: 'ko' }), {
      'POST /api/sessions': { status: 201, body: { session, messages: [welcome] } },
      'GET /api/subscription': {
        status: 200,
        body: { sessionsLeft: 3, monthlySessions: 3, planName: 'Free' },
      },
    });
    renderRoute('/therapy/text?tone=genz');
    expect(await screen.findByText("hey! glad you're here.", {}, { timeout: 4000 })).toBeVisible();
    await new Promise((settle) => setTimeout(settle, 300));
    expect(api.calls('POST /api/sessions').map((call) => call.body)).toEqual([
      { type: 'text', tone: 'genz', language: 'ko' },
    ]);
  });

  it('keeps a reply cut by a lost stream, says it is reconnecting, and asks again with the same key', async () => {
    let asks = 0;
    const api = chat({
      'POST /api/sessions/s-1/messages': () => {
        asks += 1;
        if (asks === 1)
          return streamed([
            'id: 1\nevent: delta\ndata: {"seq":1,"delta":"That sounds "}\n\n',
            'event: retry\ndata: {"seq":2,"code":"reply_interrupted","message":"lost"}\n\n',
          ]);
        if (asks === 2) return apiError(503, 'service_unavailable', 'Down');
        return streamed([replyDone(1, 'rough day', { content: 'I am here. Tell me more.' })]);
      },
    });
    renderRoute('/therapy/text?tone=genz&lang=en');
    expect(await screen.findByText("hey! glad you're here.", {}, { timeout: 4000 })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'rough day{Enter}');
    expect(await screen.findByText('Reconnecting…')).toBeVisible();
    expect(await screen.findByText('I am here. Tell me more.', {}, { timeout: 8000 })).toBeVisible();
    // What was said before the cut is kept, marked as stopped.
    expect(screen.getByText(/That sounds/).closest('li')).toHaveTextContent(/That sounds.*\(reply stopped\)/);
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    const keys = api.calls('POST /api/sessions/s-1/messages').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
  }, 15_000);

  it('says it is reconnecting while a start answered 503 is tried again with its key, then opens the session', async () => {
    let starts = 0;
    const api = chat({
      'POST /api/sessions': () => {
        starts += 1;
        return starts === 1
          ? apiError(503, 'service_unavailable', 'Down')
          : { status: 201, body: { session, messages: [welcome] } };
      },
    });
    renderRoute('/therapy/text?tone=genz&lang=en');
    expect(await screen.findByText('Reconnecting…')).toBeVisible();
    expect(await screen.findByText("hey! glad you're here.", {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByText('Reconnecting…')).toBeNull();
    const keys = api.calls('POST /api/sessions').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(new Set(keys).size).toBe(1);
  }, 10_000);

  it('pins the crisis card after a crisis reply and keeps the chat open', async () => {
    chat({
      'POST /api/sessions/s-1/messages': () =>
        streamed([
          replyDone(
            1,
            'kms',
            { content: 'please call 109', crisis: true },
            {
              crisis: { lines: [] },
            },
          ),
        ]),
    });
    renderRoute('/therapy/text?tone=genz&lang=en');
    await screen.findByText("hey! glad you're here.", {}, { timeout: 4000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'kms{Enter}');
    const call = await screen.findByRole('link', { name: 'Call 109, Suicide prevention line, 24/7' });
    expect(call).toHaveAttribute('href', 'tel:109');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your message' })).toBeEnabled());
  });

  it('pins the lines the crisis reply came with', async () => {
    chat({
      'POST /api/sessions/s-1/messages': () =>
        streamed([
          replyDone(
            1,
            'kms',
            { content: 'please call 109' },
            {
              crisis: {
                lines: [{ number: '109', tel: '109', label: { en: 'Sent by the server', ko: '서버' } }],
              },
            },
          ),
        ]),
    });
    renderRoute('/therapy/text?tone=genz&lang=en');
    await screen.findByText("hey! glad you're here.", {}, { timeout: 4000 });
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Your message' }), 'kms{Enter}');
    const card = await screen.findByRole('region', {
      name: 'If you are in crisis or thinking about suicide, call now:',
    });
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'Call 109, Sent by the server' })).toBeVisible();
  });

  it('asks kindly and shows the lines quietly under a concern reply, not pinned', async () => {
    chat({
      'POST /api/sessions/s-1/messages': () =>
        streamed([
          'id: 1\nevent: delta\ndata: {"seq":1,"delta":"Are you thinking of ending your life?"}\n\n',
          replyDone(
            2,
            'no point anymore',
            { content: 'Are you thinking of ending your life?', concern: true },
            {
              concern: {
                lines: [{ number: '1577-0199', tel: '15770199', label: { en: 'Crisis line', ko: '위기' } }],
              },
            },
          ),
        ]),
    });
    renderRoute('/therapy/text?tone=normal&lang=en');
    await screen.findByText("hey! glad you're here.", {}, { timeout: 4000 });
    await userEvent
      .setup()
      .type(screen.getByRole('textbox', { name: 'Your message' }), 'no point anymore{Enter}');
    const card = await screen.findByRole('region', {
      name: 'If you want to talk to someone right now, these lines are open.',
    });
    const reply = screen.getByText('Are you thinking of ending your life?').closest('li')!;
    expect(reply).toContainElement(card);
    expect(within(card).getByRole('link', { name: 'Call 1577-0199, Crisis line' })).toHaveAttribute(
      'href',
      'tel:15770199',
    );
    expect(
      screen.queryByRole('region', { name: 'If you are in crisis or thinking about suicide, call now:' }),
    ).toBeNull();
  });

  it('gives a refused message back to the box and says why', async () => {
    chat({
      'POST /api/sessions/s-1/messages': apiError(
        403,
        'daily_text_limit_reached',
        "You've sent today's 20 messages.",
      ),
    });
    renderRoute('/therapy/text?tone=normal&lang=en');
    await screen.findByText("hey! glad you're here.", {}, { timeout: 4000 });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'one more{Enter}');
    expect(await screen.findByText('Daily message limit reached')).toBeVisible();
    await waitFor(() => expect(box).toHaveValue('one more'));
  });

  it('words given back unanswered and sent again keep their Idempotency-Key; other words get a new one', async () => {
    let asks = 0;
    const api = chat({
      'POST /api/sessions/s-1/messages': () => {
        asks += 1;
        return asks === 1
          ? apiError(500, 'internal_error', 'Something went wrong')
          : streamed([replyDone(1, 'rough day', { content: 'I am here.' })]);
      },
    });
    renderRoute('/therapy/text?tone=normal&lang=en');
    await screen.findByText("hey! glad you're here.", {}, { timeout: 4000 });
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'rough day{Enter}');
    await waitFor(() => expect(box).toHaveValue('rough day'));
    await user.type(box, '{Enter}');
    expect(await screen.findByText('I am here.')).toBeVisible();
    await user.type(box, 'and tired{Enter}');
    await waitFor(() => expect(api.calls('POST /api/sessions/s-1/messages')).toHaveLength(3));
    const keys = api.calls('POST /api/sessions/s-1/messages').map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('asks for more conversation before ending with only the welcome', async () => {
    const api = chat();
    renderRoute('/therapy/text');
    await screen.findByText("hey! glad you're here.", {}, { timeout: 4000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Please have more conversation before ending the session.')).toBeVisible();
    expect(api.calls('POST /api/sessions/s-1/end')).toHaveLength(0);
  });

  it('shows the plan limit with the crisis lines when no session is left', async () => {
    chat({
      'POST /api/sessions': apiError(
        403,
        'session_limit_reached',
        "You've reached your monthly session limit.",
      ),
    });
    renderRoute('/therapy/text');
    expect(await screen.findByRole('heading', { name: "You've used this month's sessions" })).toBeVisible();
    expect(screen.getByRole('link', { name: /Call 109/ })).toHaveAttribute('href', 'tel:109');
  });
});

vi.setConfig({ testTimeout: 15_000 });
