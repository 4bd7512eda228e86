import { BillingPeriod, EmailLocale } from '@maeum/contracts';
import { EmailContent } from './layout';
import { linkEmail } from './link-email';

/** The facts of the receipt, as billing gives them; `issuedOn` is the day in the reader's zone. */
export interface ReceiptFacts {
  planName: string;
  billingPeriod: BillingPeriod;
  /** Won. */
  amount: number;
  /** YYYY-MM-DD. */
  issuedOn: string;
}

const won = (amount: number) => `₩${amount.toLocaleString('ko-KR')}`;

/** The calendar day in words, as on the PDF (it is already the reader's day: no zone shift here). */
function dayInWords(day: string, locale: EmailLocale): string {
  return new Intl.DateTimeFormat(locale === 'ko' ? 'ko-KR' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Thanks for the payment, its facts, and where to find every invoice; the PDF is attached. */
export function paymentReceiptEmail(locale: EmailLocale, facts: ReceiptFacts, link: string): EmailContent {
  const date = dayInWords(facts.issuedOn, locale);
  const amount = won(facts.amount);
  if (locale === 'ko') {
    const period = facts.billingPeriod === 'annual' ? '연간' : '월간';
    return linkEmail(
      locale,
      {
        subject: `maeum. 결제 영수증 (${date})`,
        greeting: '안녕하세요,',
        before: [
          `${date}에 ${facts.planName} 플랜(${period}) ${amount} 결제가 완료됐어요. 함께해 주셔서 고마워요.`,
          '영수증 PDF를 첨부했어요. 모든 청구서는 플랜 및 결제에서도 언제든 내려받을 수 있어요.',
        ],
        button: '플랜 및 결제 열기',
        after: ['결제 기록은 전자상거래법에 따라 5년간 보관돼요.'],
        closing: '오늘도 편안한 하루 보내세요.',
      },
      link,
    );
  }
  const period = facts.billingPeriod === 'annual' ? 'annual' : 'monthly';
  return linkEmail(
    locale,
    {
      subject: `Your maeum. receipt (${date})`,
      greeting: 'Hi there,',
      before: [
        `Thank you: your payment of ${amount} for the ${facts.planName} plan (${period}) went through on ${date}.`,
        'Your receipt is attached as a PDF. Every invoice can also be downloaded from Plans & Billing:',
      ],
      button: 'Open Plans & Billing',
      after: ['Payment records are kept for 5 years, as Korean e-commerce law requires.'],
      closing: 'Take care,',
    },
    link,
  );
}
