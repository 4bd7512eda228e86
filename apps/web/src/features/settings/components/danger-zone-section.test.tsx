import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { DangerZoneSection } from './danger-zone-section';

async function openFirstStep() {
  const user = userEvent.setup();
  render(<DangerZoneSection onDelete={() => undefined} deleting={false} />);
  await user.click(screen.getByRole('button', { name: i18n.t('settings.danger.deleteButton') }));
  return screen.findByRole('dialog', { name: i18n.t('settings.danger.stepOneTitle') });
}

// The privacy policy: payment records are kept (5 years, pseudonymised), nothing else.
describe('the delete-account dialog', () => {
  it('says payment records are kept, pseudonymised, and nothing else (en)', async () => {
    const dialog = await openFirstStep();

    expect(dialog.textContent).not.toMatch(/billing records/i);
    expect(within(dialog).getByText('Your subscription')).toBeVisible();
    expect(
      within(dialog).getByText(
        'Kept: your payment records (invoices and payments), because Korean e-commerce law requires it. They are pseudonymised, with no name, e-mail address or card, and erased after 5 years. Nothing else is kept.',
      ),
    ).toBeVisible();
  });

  it('says the same in Korean', async () => {
    await i18n.changeLanguage('ko');
    const dialog = await openFirstStep();

    expect(dialog.textContent).not.toContain('구독 및 결제 기록');
    expect(within(dialog).getByText('구독')).toBeVisible();
    expect(
      within(dialog).getByText(/결제 기록\(청구서와 결제 내역\)은 전자상거래법에 따라 보관해요/),
    ).toHaveTextContent(/가명 처리되며 5년 뒤 지워져요\. 그 밖의 정보는 남기지 않아요\./);
  });
});
