import { useTranslation } from 'react-i18next';

/** Dates and times in the reader's language (the panel is read on a desk or a tablet). */
export function useAdminFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ko' ? 'ko-KR' : 'en-US';
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  return {
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    date: (iso: string) => date.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
  };
}
