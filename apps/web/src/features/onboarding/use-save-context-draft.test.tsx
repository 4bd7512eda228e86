import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSignedIn } from '../../test/signed-in';
import { apiError } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';
import { EMPTY_ANSWERS } from './api';
import { readContextDraft, writeContextDraft } from './pending-context';

const typed = { ...EMPTY_ANSWERS, currentSituation: 'New job', goals: 'Sleep better' };

describe('a visitor’s context draft, once signed in', () => {
  it('is saved to the account with the onboarding calls (answered fields only), then cleared', async () => {
    writeContextDraft({ tone: 'normal', answers: typed, toSave: true });
    const api = mockSignedIn(undefined, {
      'POST /api/me/onboarding': { status: 200, body: {} },
      'PUT /api/me/context': { status: 200, body: {} },
    });
    renderRoute('/dashboard');

    expect(
      await screen.findByText(
        "Your information has been saved! We'll use this to personalize your experience.",
      ),
    ).toBeInTheDocument();
    expect(api.calls('POST /api/me/onboarding').map((call) => call.body)).toEqual([
      { tone: 'normal', context: { currentSituation: 'New job' } },
    ]);
    expect(api.calls('PUT /api/me/context').map((call) => call.body)).toEqual([
      { currentSituation: 'New job', goals: 'Sleep better', preferredTone: 'normal' },
    ]);
    expect(readContextDraft()).toBeNull();
  });

  it('stays in the tab when saving fails, and says so', async () => {
    writeContextDraft({ tone: 'genz', answers: typed, toSave: true });
    mockSignedIn(undefined, {
      'POST /api/me/onboarding': apiError(500, 'internal_error', 'boom'),
    });
    renderRoute('/dashboard');

    expect(
      await screen.findByText(
        "We couldn't save what you wrote about yourself yet. It's kept in this tab, and we'll try again.",
      ),
    ).toBeInTheDocument();
    expect(readContextDraft()).toEqual({ tone: 'genz', answers: typed, toSave: true });
  });

  it('is not sent when the visitor did not press Finish Setup', async () => {
    writeContextDraft({ tone: 'genz', answers: typed, toSave: false });
    const api = mockSignedIn();
    renderRoute('/dashboard');

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(api.calls('GET /api/me').length).toBeGreaterThan(0));
    expect(api.calls('POST /api/me/onboarding')).toHaveLength(0);
    expect(readContextDraft()?.toSave).toBe(false);
  });
});
