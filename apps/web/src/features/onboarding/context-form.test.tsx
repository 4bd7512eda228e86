import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/api/query-client';
import { deferred, jsonResponse, mockApi } from '../../test/mock-api';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import type { AuthStatus } from '../auth/session-manager';
import { ThemeProvider } from '../../shared/theme/theme-provider';
import { Toaster } from '../../shared/ui/toaster';
import { EMPTY_ANSWERS } from './api';
import { GuideOverlay } from './guide-overlay';
import { readContextDraft } from './pending-context';

function authValue(status: AuthStatus): AuthContextValue {
  return {
    status,
    user: null,
    sessionChecked: true,
    endedByUser: false,
    acceptSession: () => undefined,
    ensureSessionChecked: () => undefined,
    signOut: async () => undefined,
  };
}

async function openForm(status: AuthStatus = 'signed-in') {
  const user = userEvent.setup();
  const onExit = vi.fn();
  const onComplete = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={authValue(status)}>
        <ThemeProvider>
          <MemoryRouter>
            <GuideOverlay onExit={onExit} onComplete={onComplete} />
            <Toaster />
          </MemoryRouter>
        </ThemeProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Add more context about you' }));
  await screen.findByRole('dialog', { name: 'Tell us more (optional)' });
  return { user, onExit, onComplete };
}

const FIELDS = [
  "What's going on for you right now?",
  'What helps you feel calm?',
  'What tends to overwhelm you?',
  'Anything else we should know?',
  'What would you like to work towards?',
  'What feels hardest at the moment?',
];

describe('context form', () => {
  it('has six optional, labelled text areas of 3 rows and at most 2000 characters', async () => {
    mockApi();
    await openForm();

    for (const label of FIELDS) {
      const field = screen.getByLabelText(label);
      expect(field.tagName).toBe('TEXTAREA');
      expect(field).toHaveAttribute('rows', '3');
      expect(field).toHaveAttribute('maxlength', '2000');
      expect(field).not.toBeRequired();
    }
    expect(screen.getByRole('radio', { name: 'MZ' })).toBeChecked();
  });

  it('saves the tone and context, then all six answers, showing Saving... while busy', async () => {
    const onboarding = deferred<Response>();
    const api = mockApi({
      'POST /api/me/onboarding': () => onboarding.promise,
      'PUT /api/me/context': { status: 200, body: {} },
    });
    const { user, onComplete } = await openForm();

    await user.type(screen.getByLabelText(FIELDS[0]), 'New job');
    await user.type(screen.getByLabelText(FIELDS[1]), 'Walks');
    await user.type(screen.getByLabelText(FIELDS[4]), 'Sleep better');
    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeDisabled();
    onboarding.resolve(jsonResponse(200, { hasOnboarded: true }));

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /api/me/onboarding').map((call) => call.body)).toEqual([
      {
        tone: 'normal',
        context: {
          currentSituation: 'New job',
          calmingFactors: 'Walks',
          overwhelmingFactors: '',
          additionalNotes: '',
        },
      },
    ]);
    expect(api.calls('PUT /api/me/context').map((call) => call.body)).toEqual([
      {
        currentSituation: 'New job',
        calmingFactors: 'Walks',
        overwhelmingFactors: '',
        additionalNotes: '',
        goals: 'Sleep better',
        challenges: '',
        preferredTone: 'normal',
      },
    ]);
    expect(
      await screen.findByText(
        "Your information has been saved! We'll use this to personalize your experience.",
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Onboarding completed successfully!')).toBeInTheDocument();
  });

  it('shows the error toast and stays open when saving fails', async () => {
    const api = mockApi({
      'POST /api/me/onboarding': { status: 200, body: {} },
      'PUT /api/me/context': { status: 500, body: { statusCode: 500, code: 'internal', message: 'x' } },
    });
    const { user, onComplete } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));

    expect(await screen.findByText('Failed to save your information. Please try again.')).toBeInTheDocument();
    expect(api.calls('PUT /api/me/context')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Finish Setup' })).toBeEnabled();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('Skip for now saves the default tone with an empty context', async () => {
    const api = mockApi({ 'POST /api/me/onboarding': { status: 200, body: {} } });
    const { user, onComplete } = await openForm();

    await user.type(screen.getByLabelText(FIELDS[0]), 'Not sent');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(api.calls('POST /api/me/onboarding').map((call) => call.body)).toEqual([
      {
        tone: 'genz',
        context: { currentSituation: '', calmingFactors: '', overwhelmingFactors: '', additionalNotes: '' },
      },
    ]);
    expect(api.calls('PUT /api/me/context')).toHaveLength(0);
  });

  it("keeps a visitor's answers in the tab for sign-up, sends nothing and goes on", async () => {
    const api = mockApi();
    const { user, onComplete } = await openForm('signed-out');

    await user.type(screen.getByLabelText(FIELDS[0]), 'New job');
    await user.click(screen.getByRole('radio', { name: 'Normal' }));
    await user.click(screen.getByRole('button', { name: 'Finish Setup' }));

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText("We'll keep what you wrote and save it to your account once you've signed up."),
    ).toBeInTheDocument();
    expect(readContextDraft()).toEqual({
      tone: 'normal',
      answers: { ...EMPTY_ANSWERS, currentSituation: 'New job' },
      toSave: true,
    });
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('gives back what was typed when the form is opened again (closing loses nothing)', async () => {
    mockApi();
    const first = await openForm('signed-out');
    await first.user.type(screen.getByLabelText(FIELDS[2]), 'Crowds');
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(first.onExit).toHaveBeenCalledTimes(1));
    cleanup();

    await openForm('signed-out');

    expect(screen.getByLabelText(FIELDS[2])).toHaveValue('Crowds');
    expect(readContextDraft()?.toSave).toBe(false);
  });

  it("a visitor's Skip for now goes on without marking anything to save", async () => {
    const api = mockApi();
    const { user, onComplete } = await openForm('signed-out');

    await user.type(screen.getByLabelText(FIELDS[0]), 'Kept, not sent');
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));
    expect(readContextDraft()?.toSave).toBe(false);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('the close button leaves without saving', async () => {
    const api = mockApi();
    const { user, onExit, onComplete } = await openForm();

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(onExit).toHaveBeenCalledTimes(1));
    expect(onComplete).not.toHaveBeenCalled();
    expect(api.fetch).not.toHaveBeenCalled();
  });
});
