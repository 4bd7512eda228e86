import type { CrisisLine } from './sessions';

/**
 * The crisis lines (109 replaced 1393 on 1 January 2024), in the order the
 * card shows them. The one source: the server sends them with every referral and from
 * GET /api/safety/crisis-lines; the web renders what it is sent.
 */
export const CRISIS_LINES: readonly CrisisLine[] = [
  {
    number: '109',
    tel: '109',
    label: { en: 'Suicide prevention line, 24/7', ko: '자살예방상담전화, 24시간' },
  },
  {
    number: '1577-0199',
    tel: '15770199',
    label: { en: 'Mental-health crisis line', ko: '정신건강위기상담전화' },
  },
  { number: '119', tel: '119', label: { en: 'Emergency: ambulance and fire', ko: '긴급 신고: 구급·화재' } },
  { number: '112', tel: '112', label: { en: 'Emergency: police', ko: '긴급 신고: 경찰' } },
  { number: '1388', tel: '1388', label: { en: 'Youth line', ko: '청소년 상담전화' } },
];
