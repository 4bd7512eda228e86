import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, loadAllLanguages } from '../../../i18n/i18n';
import { renderRoute } from '../../../test/render-route';

type Page = {
  path: string;
  en: string;
  ko: string;
  /** Facts each language version must state, as [Korean, English] patterns. */
  facts: [RegExp, RegExp][];
};

const AGE: [RegExp, RegExp] = [/만 18세 이상[\s\S]*만 13–17세/, /18 or older[\s\S]*13–17/];

const pages: Page[] = [
  {
    path: '/privacy-policy',
    en: 'Privacy Policy',
    ko: '개인정보처리방침',
    facts: [
      [/30일 이내/, /within 30 days/],
      // Payment records are kept, pseudonymised, and nothing else.
      [
        /결제 기록\(청구서와 결제 내역\)은 5년간[\s\S]*이름, 이메일 주소, 카드 정보 없이 가명 처리[\s\S]*그 밖의 정보는 남기지 않습니다/,
        /payment records \(invoices and\s+payments\) for 5 years[\s\S]*pseudonymised, with no name,\s+e-mail address or card[\s\S]*nothing else is kept/,
      ],
      AGE,
      [/AES-256-GCM/, /AES-256-GCM/],
      [/카드 번호를 보거나 저장하지 않습니다/, /never see or store your card number/],
      [/내 데이터 다운로드/, /Download my data/],
      [/privacy@maeum\.app/, /privacy@maeum\.app/],
    ],
  },
  {
    path: '/terms',
    en: 'Terms of Service',
    ko: '이용약관',
    facts: [
      [/매월 3회의 세션/, /3 sessions a month/],
      [/14일 이내/, /within 14 days/],
      [/자동으로 갱신/, /renew automatically/],
      AGE,
      [/대한민국 법/, /Republic of Korea/],
    ],
  },
  {
    path: '/ai-disclaimer',
    en: 'AI Disclaimer',
    ko: 'AI 이용 안내',
    facts: [
      [/AI 프로그램입니다. 사람이 아니며/, /is an AI program\. It is not a human and not a therapist/],
      [/3시간/, /3 hours/],
      [/횟수로 기록/, /as a count/],
      [/대화가 잠기거나 끝나지 않으며/, /never locks or ends your session/],
      // The crisis protocol's layers as built (issue #20).
      [/영문 자판으로 친 한글/, /Korean typed on an English keyboard/],
      [/최근 몇 개의 메시지와 함께/, /together with your last few messages/],
      [/학습용, 조정용, 최종 평가용/, /for training, for tuning and for a final test/],
      [/약 1\.5초/, /about 1\.5 seconds/],
      [/우려: 컴패니언이/, /Concern: the companion asks you/],
      [/사용자 ID나 메시지 내용은 기록하지 않으며/, /no user id and none of your words/],
    ],
  },
];

describe.each(pages)('$path', ({ path, en, ko, facts }) => {
  it('has one h1 and both language versions, Korean first, with lang attributes', async () => {
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: en })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const koSection = screen.getByRole('region', { name: ko });
    const enSection = screen.getByRole('region', { name: en });
    expect(koSection).toHaveAttribute('lang', 'ko');
    expect(enSection).toHaveAttribute('lang', 'en');
    expect(koSection.compareDocumentPosition(enSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(koSection).getByText('최종 업데이트: 2026년 11월 21일')).toBeInTheDocument();
    expect(within(enSection).getByText('Last updated: 21 November 2026')).toBeInTheDocument();

    for (const [koFact, enFact] of facts) {
      expect(koSection.textContent).toMatch(koFact);
      expect(enSection.textContent).toMatch(enFact);
    }
  });

  it('shows the crisis card near the top with 109 as a tel: link', async () => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1 });

    const card = screen.getByRole('region', { name: /call now/ });
    expect(within(card).getByRole('link', { name: /^Call 109,/ })).toHaveAttribute('href', 'tel:109');
    const koSection = screen.getByRole('region', { name: ko });
    expect(card.compareDocumentPosition(koSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('never calls the product a therapy app or an AI therapist', async () => {
    const { container } = renderRoute(path);
    await screen.findByRole('heading', { level: 1 });

    expect(container.textContent).not.toMatch(/therapy app|AI therapist/i);
  });

  it('follows the UI language for its chrome and jumps to the reader’s version', async () => {
    renderRoute(path);
    await screen.findByRole('heading', { level: 1, name: en });
    expect(document.title).toBe(`${en} · maeum.`);
    expect(screen.getByRole('link', { name: 'Jump to English' })).toHaveAttribute('href', '#legal-en');

    await i18n.changeLanguage('ko');
    expect(await screen.findByRole('heading', { level: 1, name: ko })).toBeVisible();
    expect(screen.getByRole('link', { name: '한국어로 이동' })).toHaveAttribute('href', '#legal-ko');
    // The text itself stays bilingual, Korean then English.
    expect(screen.getByRole('region', { name: en })).toHaveAttribute('lang', 'en');
    const nav = screen.getByRole('navigation', { name: '법적 고지 문서' });
    expect(within(nav).getByRole('link', { name: ko })).toHaveAttribute('aria-current', 'page');
  });
});

describe('a legal page on a visit that has loaded only English', () => {
  // A visit loads the visitor's language alone (i18n.ts); here Korean is made never-loaded again.
  beforeEach(() => {
    i18n.removeResourceBundle('ko', 'translation');
    const connector = i18n.services.backendConnector as unknown as { state: Record<string, number> };
    delete connector.state['ko|translation'];
  });
  afterEach(() => loadAllLanguages());

  it('titles the Korean version in Korean once that language is in, never with bare keys', async () => {
    renderRoute('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms of Service' });

    expect(await screen.findByRole('heading', { level: 2, name: '이용약관' })).toBeVisible();
    expect(screen.getByText('최종 업데이트: 2026년 11월 21일')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/legal\.(pages|lastUpdated)/);
  });
});

describe('the age policy anchors', () => {
  it.each([
    ['age-ko', '이용 연령'],
    ['age-en', 'Age'],
  ])('/privacy-policy#%s is the age section of that version', async (id, title) => {
    renderRoute(`/privacy-policy#${id}`);
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });

    const section = document.getElementById(id);
    expect(section).not.toBeNull();
    expect(within(section!).getByRole('heading', { level: 3 })).toHaveTextContent(title);
  });
});
