import { CRISIS_LINES, type CrisisLine } from '@maeum/api-types';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConcernCard } from './concern-card';
import { PinnedCrisisCard } from './pinned-crisis-card';

const SENT: CrisisLine[] = [
  {
    number: '109',
    tel: '109',
    label: { en: 'Suicide prevention line (24/7)', ko: '자살예방상담전화 (24시간)' },
  },
  { number: '119 / 112', tel: '119', label: { en: 'Emergency', ko: '긴급 신고' } },
];

describe('PinnedCrisisCard', () => {
  it('shows the lines it is given as one-tap calls named in its language', () => {
    render(<PinnedCrisisCard lines={SENT} language="en" />);

    const card = screen.getByRole('region', {
      name: 'If you are in crisis or thinking about suicide, call now:',
    });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['109', 'tel:109'],
      ['119 / 112', 'tel:119'],
    ]);
    expect(links[0]).toHaveAccessibleName('Call 109, Suicide prevention line (24/7)');
  });

  it('names the lines in Korean for a Korean conversation', () => {
    render(<PinnedCrisisCard lines={CRISIS_LINES} language="ko" />);

    const card = screen.getByRole('region', {
      name: '위기 상황이거나 자살을 생각하고 있다면 지금 전화하세요:',
    });
    expect(card).toHaveAttribute('lang', 'ko');
    expect(within(card).getAllByRole('link')).toHaveLength(5);
    expect(
      within(card).getByRole('link', { name: '1577-0199 정신건강위기상담전화, 전화 걸기' }),
    ).toHaveAttribute('href', 'tel:15770199');
  });
});

describe('ConcernCard', () => {
  it('offers the lines quietly: a warm line, one-tap calls, no alarm colour', () => {
    render(<ConcernCard lines={CRISIS_LINES} language="en" />);

    const card = screen.getByRole('region', {
      name: 'If you want to talk to someone right now, these lines are open.',
    });
    expect(card.className).not.toMatch(/destructive/);
    expect(card.className).not.toMatch(/sticky/);
    expect(card).not.toHaveAttribute('role', 'alert');
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:109',
      'tel:15770199',
      'tel:119',
      'tel:112',
      'tel:1388',
    ]);
    for (const link of links) expect(link.className).not.toMatch(/destructive/);
    expect(within(card).getByRole('link', { name: 'Call 1388, Youth line' })).toBeVisible();
    expect(within(card).getByText(/Free and confidential/)).toBeVisible();
  });

  it('speaks Korean in a Korean conversation', () => {
    render(<ConcernCard lines={SENT} language="ko" />);

    const card = screen.getByRole('region', {
      name: '지금 누군가와 이야기하고 싶다면, 이 번호들이 열려 있어요.',
    });
    expect(card).toHaveAttribute('lang', 'ko');
    expect(
      within(card).getByRole('link', { name: '109 자살예방상담전화 (24시간), 전화 걸기' }),
    ).toHaveAttribute('href', 'tel:109');
    expect(within(card).getByRole('link', { name: '119 / 112 긴급 신고, 전화 걸기' })).toHaveAttribute(
      'href',
      'tel:119',
    );
  });
});
