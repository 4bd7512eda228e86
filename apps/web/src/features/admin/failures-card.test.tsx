import type { AdminFailures } from '@maeum/api-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { meBody, mockSignedIn } from '../../test/signed-in';
import { apiError } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

const NONE: AdminFailures = { deadLetters: { total: 0, latest: [] }, failedJobs: { total: 0, latest: [] } };

const SOME: AdminFailures = {
  deadLetters: {
    total: 3,
    latest: [
      {
        id: '7',
        consumer: 'journal-entry_created',
        eventType: 'journal.entry.created.v1',
        eventId: '0f6ed4d8-f221-4dc7-8911-94c26903bd34',
        deliveries: 6,
        reason: 'connect ECONNREFUSED 10.0.0.5:6379',
        parkedAt: '2026-11-27T02:10:00.000Z',
      },
    ],
  },
  failedJobs: {
    total: 1,
    latest: [
      {
        queue: 'email',
        id: 'receipt-42',
        name: 'send-receipt',
        reason: 'SMTP 451 try again later',
        attempts: 5,
        failedAt: '2026-11-27T02:20:00.000Z',
      },
    ],
  },
};

const auditRow = (action: string) => ({
  id: 'a1b2c3d4-0000-4000-8000-00000000000f',
  adminId: 'user-1',
  action,
  targetUserId: null,
  details: {},
  requestId: 'req-1',
  createdAt: '2026-11-27T02:40:00.000Z',
});

function asAdmin(handlers: Parameters<typeof mockSignedIn>[1], language = 'en') {
  return mockSignedIn(
    { ...meBody({ language }), isAdmin: true },
    {
      'GET /api/admin/access': {
        status: 200,
        body: {
          userId: 'user-1',
          role: 'admin',
          grantedAt: '2026-11-01T00:00:00.000Z',
          sessionFresh: true,
          freshUntil: '2026-11-27T03:00:00.000Z',
        },
      },
      'GET /api/admin/users': { status: 200, body: { users: [], nextCursor: null } },
      'GET /api/admin/overview': {
        status: 200,
        body: { days: 14, signUps: [], activeUsers: [], planMix: [], payments: [], crisisReferrals: [] },
      },
      ...handlers,
    },
  );
}

async function openOverview(name = 'Overview') {
  renderRoute('/admin');
  await userEvent.click(await screen.findByRole('tab', { name }));
}

describe('the overview’s dead letters and failed jobs', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('says nothing failed when both lists are empty', async () => {
    asAdmin({ 'GET /api/admin/failures': { status: 200, body: NONE } });
    await openOverview();
    const card = await screen.findByRole('region', { name: 'Dead letters and failed jobs' });
    expect(await within(card).findByText('Nothing failed')).toBeVisible();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('lists both, retries a dead letter only after stating its effect, and shows the audit row', async () => {
    let served = SOME;
    const api = asAdmin({
      'GET /api/admin/failures': () => ({ status: 200, body: served }),
      'POST /api/admin/dead-letters/7/retry': () => {
        served = { ...SOME, deadLetters: { total: 2, latest: [] } };
        return {
          status: 200,
          body: { message: 'The event was sent back to its consumer.', audit: auditRow('dead-letter.retry') },
        };
      },
    });
    await openOverview();
    const card = await screen.findByRole('region', { name: 'Dead letters and failed jobs' });
    const events = await within(card).findByRole('table', {
      name: /Dead-lettered events: the newest 1 of 3/,
    });
    expect(within(events).getAllByRole('row')[1]).toHaveTextContent(
      /journal-entry_created.*journal\.entry\.created\.v1.*ECONNREFUSED.*6.*0f6ed4d8/,
    );
    const jobs = within(card).getByRole('table', { name: /Failed jobs: the newest 1 of 1/ });
    expect(within(jobs).getAllByRole('row')[1]).toHaveTextContent(
      /email.*send-receipt.*SMTP 451.*5.*receipt-42/,
    );

    // Cancel first: nothing is sent.
    await userEvent.click(
      within(events).getByRole('button', { name: 'Retry event journal.entry.created.v1 (dead letter 7)' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Retry this?' });
    expect(dialog).toHaveTextContent('goes back to journal-entry_created, which handles it again');
    expect(dialog).toHaveTextContent('written to the audit log');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST /api/admin/dead-letters/7/retry')).toHaveLength(0);

    await userEvent.click(
      within(events).getByRole('button', { name: 'Retry event journal.entry.created.v1 (dead letter 7)' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Retry this?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    const done = await within(card).findByRole('status');
    expect(done).toHaveTextContent(
      'The event journal.entry.created.v1 was sent back to journal-entry_created.',
    );
    expect(done).toHaveTextContent('a1b2c3d4-0000-4000-8000-00000000000f');
    expect(done).toHaveTextContent('dead-letter.retry');
    expect(api.calls('POST /api/admin/dead-letters/7/retry')).toHaveLength(1);
    // The list is read again: the entry is gone, the count says what is left.
    expect(await within(card).findByRole('table', { name: /Failed jobs/ })).toBeVisible();
    expect(within(card).queryByRole('table', { name: /Dead-lettered events/ })).toBeNull();
    expect(within(card).getByText('2')).toBeVisible();
  });

  it('retries a failed job in Korean, and says so when the admin action limit refuses it', async () => {
    await i18n.changeLanguage('ko');
    const api = asAdmin(
      {
        'GET /api/admin/failures': { status: 200, body: SOME },
        'POST /api/admin/failed-jobs/email/receipt-42/retry': apiError(
          429,
          'too_many_admin_actions',
          'Too many admin actions. Please wait a moment.',
          { retryAfterSeconds: 30 },
        ),
      },
      'ko',
    );
    await openOverview('개요');
    const card = await screen.findByRole('region', { name: '처리되지 못한 이벤트와 실패한 작업' });
    await userEvent.click(
      await within(card).findByRole('button', { name: '작업 send-receipt 재시도 (receipt-42)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '재시도할까요?' });
    expect(dialog).toHaveTextContent('다음 작업을 email 큐에서 다시 실행하며');
    await userEvent.click(within(dialog).getByRole('button', { name: '재시도' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      '관리자 작업이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    );
    expect(api.calls('POST /api/admin/failed-jobs/email/receipt-42/retry')).toHaveLength(1);
  });
});
