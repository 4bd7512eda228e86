import { EmailLocale } from '@maeum/contracts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** A plain, readable page: the language declared for screen readers, dark text on white, no images. */
export function layout(locale: EmailLocale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1f1f1f;font-family:-apple-system,'Segoe UI','Apple SD Gothic Neo','Malgun Gothic',sans-serif;font-size:16px;line-height:1.6">
<main style="max-width:520px;margin:0 auto">
${body}
</main>
</body>
</html>`;
}
