import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, sessionBody } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

describe('/onboarding', () => {
  it('opens the guide for a signed-in user and goes to /dashboard when it is skipped (not the marketing page)', async () => {
    mockApi({ 'POST /api/auth/refresh': { status: 200, body: sessionBody() } });
    const user = userEvent.setup();
    const { router } = renderRoute('/onboarding');

    expect(await screen.findByRole('dialog', { name: 'Welcome to maeum.' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Skip guide' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
