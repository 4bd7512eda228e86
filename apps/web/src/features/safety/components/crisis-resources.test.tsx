import { CRISIS_LINES, type CrisisLine } from '@maeum/api-types';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { CrisisResources } from './crisis-resources';

const TEL_LINKS = ['tel:109', 'tel:15770199', 'tel:119', 'tel:112', 'tel:1388'];

describe('CrisisResources', () => {
  it('renders all five tap-to-call links with accessible names', () => {
    render(<CrisisResources lines={CRISIS_LINES} />);

    const card = screen.getByRole('region', {
      name: 'If you are in crisis or thinking about suicide, call now:',
    });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(TEL_LINKS);
    expect(screen.getByRole('link', { name: 'Call 109, Suicide prevention line, 24/7' })).toHaveAttribute(
      'href',
      'tel:109',
    );
    expect(screen.getByRole('link', { name: 'Call 1577-0199, Mental-health crisis line' })).toHaveAttribute(
      'href',
      'tel:15770199',
    );
    expect(screen.getByRole('link', { name: 'Call 1388, Youth line' })).toHaveAttribute('href', 'tel:1388');
  });

  it('follows the UI language', async () => {
    await i18n.changeLanguage('ko');
    render(<CrisisResources lines={CRISIS_LINES} />);

    expect(screen.getByRole('link', { name: '109 자살예방상담전화, 24시간, 전화 걸기' })).toHaveAttribute(
      'href',
      'tel:109',
    );
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('can be fixed to one language, marked with lang, naming each line in it', () => {
    render(<CrisisResources lines={CRISIS_LINES} language="ko" />);

    const card = screen.getByRole('region', {
      name: '위기 상황이거나 자살을 생각하고 있다면 지금 전화하세요:',
    });
    expect(card).toHaveAttribute('lang', 'ko');
    expect(within(card).getByRole('link', { name: /^119 긴급 신고/ })).toHaveAttribute('href', 'tel:119');
  });

  it('shows the lines it is given, not a list of its own', () => {
    const lines: CrisisLine[] = [
      { number: '1234', tel: '1234', label: { en: 'A line the server sent', ko: '서버가 보낸 번호' } },
    ];
    render(<CrisisResources lines={lines} language="en" />);

    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Call 1234, A line the server sent' })).toHaveAttribute(
      'href',
      'tel:1234',
    );
  });
});
