import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/api/query-client';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { GUIDE_FADE_MS, GuideOverlay } from './guide-overlay';

const auth: AuthContextValue = {
  status: 'signed-out',
  user: null,
  sessionChecked: true,
  endedByUser: false,
  acceptSession: () => undefined,
  ensureSessionChecked: () => undefined,
  signOut: async () => undefined,
};

function renderGuide() {
  vi.useFakeTimers();
  const onExit = vi.fn();
  const onComplete = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter>
          <GuideOverlay onExit={onExit} onComplete={onComplete} />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { onExit, onComplete };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const title = () => screen.getByRole('dialog').querySelector('h2')?.textContent;

/** Just short of the fade, nothing has happened; at the end of it, the callback runs. */
function expectAfterFade(callback: ReturnType<typeof vi.fn>, other: ReturnType<typeof vi.fn>) {
  act(() => vi.advanceTimersByTime(GUIDE_FADE_MS - 1));
  expect(callback).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1));
  expect(callback).toHaveBeenCalledTimes(1);
  expect(other).not.toHaveBeenCalled();
}

describe('guide overlay', () => {
  it('walks through the four steps with Next and Back, with progress', () => {
    renderGuide();

    expect(screen.getByRole('dialog', { name: 'Welcome to maeum.' })).toBeVisible();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    click('Next');
    expect(title()).toBe('Two ways to talk');
    expect(screen.getByText('When typing feels hard', { exact: false })).toBeVisible();
    expect(screen.getByText('Save your conversations')).toBeVisible();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();

    click('Back');
    expect(title()).toBe('Welcome to maeum.');

    click('Next');
    click('Next');
    expect(title()).toBe("Let's talk time");
    expect(screen.getByText('10 minutes of voice and limited daily text')).toBeVisible();
    expect(screen.getByText('20 minutes of voice and extended text')).toBeVisible();
    expect(screen.getByText('30 minutes of voice and unlimited everything')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');

    click('Next');
    expect(title()).toBe('Help us understand you');
    expect(screen.getByRole('button', { name: 'Finish' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('completes after the 300 ms fade on Finish', () => {
    const { onComplete, onExit } = renderGuide();
    click('Next');
    click('Next');
    click('Next');
    click('Finish');

    expect(screen.getByRole('dialog')).toHaveClass('opacity-0');
    expectAfterFade(onComplete, onExit);
  });

  it('completes after the fade on Skip guide', () => {
    const { onComplete, onExit } = renderGuide();
    click('Skip guide');
    expectAfterFade(onComplete, onExit);
  });

  it('exits after the fade on the close button, without completing', () => {
    const { onComplete, onExit } = renderGuide();
    click('Close');
    expectAfterFade(onExit, onComplete);
  });

  it('exits after the fade on Escape', () => {
    const { onComplete, onExit } = renderGuide();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expectAfterFade(onExit, onComplete);
  });

  it('exits after the fade on a backdrop click', () => {
    const { onComplete, onExit } = renderGuide();
    // Radix starts listening for outside clicks on the next tick.
    act(() => vi.advanceTimersByTime(1));
    fireEvent.pointerDown(screen.getByTestId('guide-backdrop'), { button: 0, pointerType: 'mouse' });
    fireEvent.pointerUp(screen.getByTestId('guide-backdrop'), { button: 0, pointerType: 'mouse' });
    fireEvent.click(screen.getByTestId('guide-backdrop'));
    expectAfterFade(onExit, onComplete);
  });

  it('opens the context form from the last step, and its back arrow returns to the guide', () => {
    renderGuide();
    click('Next');
    click('Next');
    click('Next');
    click('Add more context about you');

    expect(screen.getByRole('dialog', { name: 'Tell us more (optional)' })).toBeVisible();
    click('Back to the guide');
    expect(title()).toBe('Help us understand you');
  });

  it('keeps the focus inside the dialog', () => {
    renderGuide();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
  });
});
