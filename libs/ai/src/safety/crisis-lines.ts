import type { CrisisLine } from '@maeum/api-types';

/** DECISIONS.md "Policy": 1393 became 109 on 1 January 2024. */
export const CRISIS_LINES: readonly CrisisLine[] = [
  {
    number: '109',
    tel: '109',
    label: { en: 'Suicide prevention line (24/7)', ko: '자살예방상담전화 (24시간)' },
  },
  {
    number: '1577-0199',
    tel: '15770199',
    label: { en: 'Mental health crisis line', ko: '정신건강위기상담전화' },
  },
  {
    number: '119 / 112',
    tel: '119',
    label: { en: 'Emergency (fire, ambulance / police)', ko: '긴급 (119 구급 / 112 경찰)' },
  },
  { number: '1388', tel: '1388', label: { en: 'Youth helpline', ko: '청소년상담전화' } },
];
