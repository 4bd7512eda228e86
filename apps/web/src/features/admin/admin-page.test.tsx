import type { AdminAccessView, AdminUserDetail, AdminUserPage } from '@maeum/api-types';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { subscriptionOf } from '../billing/test-helpers';
import { meBody, mockSignedIn } from '../../test/signed-in';
import { apiError, type MockRequest } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const TARGET = { id: '6f1c8a52-7a51-4c4e-9d0e-2f5a8f0b7c11', email: 'dana@example.com' };

const access = (fresh: boolean): AdminAccessView => ({
  userId: 'user-1',
  role: 'admin',
  grantedAt: '2026-11-01T00:00:00.000Z',
  sessionFresh: fresh,
  freshUntil: fresh ? '2026-11-27T03:00:00.000Z' : null,
});

const page: AdminUserPage = {
  users: [
    {
      id: TARGET.id,
      email: TARGET.email,
      createdAt: '2026-11-02T00:00:00.000Z',
      lastSignInAt: null,
      emailConfirmedAt: null,
      planId: 'lite',
      planGranted: true,
    },
  ],
  nextCursor: null,
};

const detail: AdminUserDetail = {
  user: { ...page.users[0]!, isAdmin: false },
  subscription: subscriptionOf({ planId: 'lite', planName: 'Lite', granted: true }),
};

const auditRow = (action: string) => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  adminId: 'user-1',
  action,
  targetUserId: TARGET.id,
  details: {},
  requestId: 'req-1',
  createdAt: '2026-11-27T02:40:00.000Z',
});

function asAdmin(fresh: boolean, handlers: Parameters<typeof mockSignedIn>[1] = {}, language = 'en') {
  let isFresh = fresh;
  return mockSignedIn(
    { ...meBody({ language }), isAdmin: true },
    {
      'GET /api/admin/access': () => ({ status: 200, body: access(isFresh) }),
      'POST /api/admin/session': ({ body }: MockRequest) => {
        if ((body as { password: string }).password !== 'right password')
          return apiError(400, 'invalid_credentials', 'Invalid login credentials');
        isFresh = true;
        return { status: 200, body: access(true) };
      },
      'GET /api/admin/users': () =>
        isFresh
          ? { status: 200, body: page }
          : apiError(403, 'admin_session_stale', 'Insufficient privileges to view user list'),
      [`GET /api/admin/users/${TARGET.id}`]: { status: 200, body: detail },
      'GET /api/admin/sessions': { status: 200, body: [] },
      'GET /api/admin/audit-logs': { status: 200, body: [] },
      'GET /api/admin/failures': {
        status: 200,
        body: { deadLetters: { total: 0, latest: [] }, failedJobs: { total: 0, latest: [] } },
      },
      ...handlers,
    },
  );
}

describe('the admin panel', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('sends a non-admin to /dashboard', async () => {
    mockSignedIn();
    const { router } = renderRoute('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says why an admin whose account is under a day old sees no panel', async () => {
    asAdmin(false, {
      'GET /api/admin/access': apiError(403, 'admin_too_new', 'Admin account too new (24h minimum required)'),
    });
    renderRoute('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Admin account too new (24h minimum required)',
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('asks for the password when the session is stale, then lists users with their plan', async () => {
    const api = asAdmin(false);
    renderRoute('/admin');
    expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Admins cannot read what people wrote/)).toBeVisible();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That password is not right.')).toBeVisible();
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: `Open ${TARGET.email}` })).toBeVisible();
    expect(screen.getByText('lite (granted)')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Search by e-mail'), 'DANA');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/users').at(-1)!.url.searchParams.get('q')).toBe('DANA'),
    );
  });

  it('deletes a user only after both steps, sending the typed phrase, and shows the audit row', async () => {
    const api = asAdmin(true, {
      [`DELETE /api/admin/users/${TARGET.id}`]: ({ body }: MockRequest) =>
        (body as { confirmation: string }).confirmation === `DELETE-${TARGET.email}`
          ? { status: 200, body: { message: 'User deleted successfully', audit: auditRow('user.delete') } }
          : apiError(400, 'confirmation_mismatch', 'Deletion cancelled - confirmation text did not match'),
    });
    renderRoute('/admin');
    await userEvent.click(await screen.findByRole('button', { name: `Open ${TARGET.email}` }));
    expect(await screen.findByText('Lite · Granted by an admin')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Delete user' }));
    const first = await screen.findByRole('dialog', { name: `Delete ${TARGET.email}?` });
    expect(within(first).getByText(/encryption key is destroyed/)).toBeVisible();
    await userEvent.click(within(first).getByRole('button', { name: 'Continue' }));
    const second = await screen.findByRole('dialog', { name: 'Type the confirmation' });
    await userEvent.type(within(second).getByLabelText('Confirmation'), `delete-${TARGET.email}`);
    await userEvent.click(within(second).getByRole('button', { name: 'Delete permanently' }));
    expect(
      await within(second).findByText('Deletion cancelled - confirmation text did not match'),
    ).toBeVisible();
    await userEvent.clear(within(second).getByLabelText('Confirmation'));
    await userEvent.type(within(second).getByLabelText('Confirmation'), `DELETE-${TARGET.email}`);
    await userEvent.click(within(second).getByRole('button', { name: 'Delete permanently' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('User deleted successfully');
    expect(done).toHaveTextContent('a1b2c3d4-0000-4000-8000-000000000001');
    expect(done).toHaveTextContent('user.delete');
    expect(api.calls(`DELETE /api/admin/users/${TARGET.id}`)).toHaveLength(2);
  });

  it('grants a plan with a reason after stating its effect, in Korean', async () => {
    await i18n.changeLanguage('ko');
    const api = asAdmin(
      true,
      {
        [`POST /api/admin/users/${TARGET.id}/plan`]: {
          status: 200,
          body: { message: 'ok', audit: auditRow('plan.grant') },
        },
      },
      'ko',
    );
    renderRoute('/admin');
    await userEvent.click(await screen.findByRole('button', { name: `${TARGET.email} 열기` }));
    await userEvent.selectOptions(await screen.findByLabelText('플랜'), 'plus');
    await userEvent.click(screen.getByRole('button', { name: '플랜 변경' }));
    expect(await screen.findByText('사유를 입력해 주세요')).toBeVisible();
    await userEvent.type(screen.getByLabelText('사유'), '베타 테스터');
    await userEvent.click(screen.getByRole('button', { name: '플랜 변경' }));
    const dialog = await screen.findByRole('dialog', { name: '이 사용자의 플랜을 변경할까요?' });
    expect(dialog).toHaveTextContent('Plus 플랜이 결제와 갱신 없이 적용됩니다');
    await userEvent.click(within(dialog).getByRole('button', { name: '네, 플랜을 변경합니다' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Plus 플랜을 부여했습니다');
    expect(api.calls(`POST /api/admin/users/${TARGET.id}/plan`)[0]!.body).toEqual({
      planId: 'plus',
      reason: '베타 테스터',
    });
  });

  it('shows the overview: plan mix and the days in counts', async () => {
    asAdmin(true, {
      'GET /api/admin/overview': {
        status: 200,
        body: {
          days: 14,
          signUps: [{ day: '2026-11-26', count: 5 }],
          activeUsers: [{ day: '2026-11-26', count: 3 }],
          planMix: [{ planId: 'lite', users: 2, granted: 2 }],
          payments: [{ day: '2026-11-25', paid: 1, paidAmount: 13387, refunded: 0, refundedAmount: 0 }],
          crisisReferrals: [{ day: '2026-11-26', count: 4 }],
        },
      },
    });
    renderRoute('/admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Overview' }));
    expect(await screen.findByText('2 users (2 granted)')).toBeVisible();
    const rows = within(screen.getByRole('table', { name: /The last 14 days/ })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DaySign-upsActive usersPaymentsPaid (₩)RefundsRefunded (₩)Crisis referrals',
      '2026-11-26' + '5 3 0 0 0 0 4'.replace(/ /g, ''),
      '2026-11-25' + '0 0 1 13,387 0 0 0'.replace(/ /g, ''),
    ]);
  });
});
