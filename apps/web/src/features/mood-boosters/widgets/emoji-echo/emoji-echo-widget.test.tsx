import type { EmojiEchoRequest } from '@maeum/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../shared/api/query-client';
import { i18n } from '../../../../i18n/i18n';
import { apiError, mockApi } from '../../../../test/mock-api';
import { EmojiEchoWidget, TYPEWRITER_MS } from './emoji-echo-widget';

const reflection = 'that tired feeling is real. rest a little.';

function renderWidget(onEvent = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EmojiEchoWidget onEvent={onEvent} />
    </QueryClientProvider>,
  );
  return onEvent;
}

describe('emoji echo', () => {
  it('offers 15 emojis, asks in the tone picked and writes the answer 30 ms a character', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'moodBoosters.echo': ({ body }) => ({
        status: 200,
        body: { ...(body as EmojiEchoRequest), reflection, fallback: false },
      }),
    });
    const onEvent = renderWidget();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const group = screen.getByRole('group', { name: 'How are you feeling?' });
    expect(group.querySelectorAll('button')).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Millennial' }));
    await user.click(screen.getByRole('button', { name: '😴' }));
    expect(api.calls('moodBoosters.echo')[0]!.body).toEqual({
      emoji: '😴',
      tone: 'millennial',
      language: 'en',
    });
    expect(onEvent).toHaveBeenCalledWith('session_started', { emoji: '😴' });
    const text = await screen.findByTestId('echo-text');
    act(() => void vi.advanceTimersByTime(TYPEWRITER_MS * 10));
    expect(text.textContent!.length).toBeGreaterThanOrEqual(9);
    expect(text.textContent!.length).toBeLessThan(reflection.length);
    act(() => void vi.advanceTimersByTime(TYPEWRITER_MS * reflection.length));
    expect(text).toHaveTextContent(reflection);
    expect(screen.getByText('Written by AI')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try another emoji' }));
    expect(screen.getAllByRole('button', { name: '😴' })).toHaveLength(1);
  });

  it('says so when the reflection does not come, in Korean', async () => {
    await i18n.changeLanguage('ko');
    mockApi({ 'moodBoosters.echo': apiError(503, 'x', 'Unavailable') });
    renderWidget();
    await userEvent.setup().click(screen.getByRole('button', { name: '😢' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('전달되지 않았어요');
  });

  it('asks for a breath when the minute’s echoes are used up', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'moodBoosters.echo': apiError(429, 'too_many_requests', 'That is a lot of echoes in a minute.'),
    });
    renderWidget();
    await userEvent.setup().click(screen.getByRole('button', { name: '😢' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Take a breath');
  });
});
