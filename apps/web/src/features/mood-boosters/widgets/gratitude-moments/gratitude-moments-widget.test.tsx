import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { GratitudeMomentsWidget } from './gratitude-moments-widget';

function setup() {
  const onEvent = vi.fn();
  const user = userEvent.setup();
  render(<GratitudeMomentsWidget onEvent={onEvent} />);
  return {
    onEvent,
    user,
    field: screen.getByLabelText('Your moment'),
    add: screen.getByRole('button', { name: 'Add' }),
  };
}

describe('GratitudeMomentsWidget', () => {
  it('walks through all 8 prompts with "Another prompt" and comes back round', async () => {
    const { user } = setup();
    expect(screen.getByText('Prompt 1 of 8')).toBeInTheDocument();
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      seen.add(screen.getByTestId('gratitude-prompt').textContent ?? '');
      await user.click(screen.getByRole('button', { name: 'Another prompt' }));
    }
    expect(seen.size).toBe(8);
    expect(screen.getByText('Prompt 1 of 8')).toBeInTheDocument();
  });

  it('keeps Add disabled with a hint until the trimmed text is non-empty', async () => {
    const { user, field, add, onEvent } = setup();
    expect(add).toBeDisabled();
    expect(field).toHaveAccessibleDescription('Write a few words to add this moment.');
    await user.type(field, '   ');
    expect(add).toBeDisabled();
    await user.type(field, 'warm tea');
    expect(add).toBeEnabled();
    expect(field).not.toHaveAccessibleDescription();
    await user.clear(field);
    await user.type(field, '  {Enter}');
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('lists the entries and sends only their count, then praises after 3', async () => {
    const { user, field, add, onEvent } = setup();
    const words = ['my sister called', 'warm tea', 'sunlight on the desk'];
    for (const [i, word] of words.entries()) {
      expect(screen.queryByText("Three good things — that's a real practice.")).not.toBeInTheDocument();
      await user.type(field, `  ${word} `);
      await user.click(add);
      expect(onEvent).toHaveBeenLastCalledWith('entry_saved', { count: i + 1 });
    }
    expect(field).toHaveValue('');
    for (const word of words) expect(screen.getByText(word)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your moments (3)' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your moments (3)' }).children).toHaveLength(3);
    expect(screen.getAllByText(/Three good things — that's a real practice\./).length).toBeGreaterThan(0);
    expect(JSON.stringify(onEvent.mock.calls)).not.toMatch(/tea|sister|sunlight/);
    expect(screen.getByText(/this visit only/)).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    render(<GratitudeMomentsWidget onEvent={vi.fn()} />);
    expect(screen.getByRole('region', { name: '감사의 순간' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다른 질문 보기' })).toBeInTheDocument();
    expect(screen.getByText('질문 1 / 8')).toBeInTheDocument();
  });
});
