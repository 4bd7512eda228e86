import { Trans } from 'react-i18next';
import { Link } from 'react-router';

const linkClass = 'rounded-sm font-medium text-foreground underline underline-offset-4 hover:no-underline';

/** The sign-in footer note: terms, privacy policy, AI disclaimer, and what the product is not. */
export function LegalNote() {
  return (
    <p className="text-center text-xs leading-relaxed text-muted-foreground">
      <Trans
        i18nKey="auth.legal.note"
        components={{
          terms: <Link to="/terms" className={linkClass} />,
          privacy: <Link to="/privacy-policy" className={linkClass} />,
          ai: <Link to="/ai-disclaimer" className={linkClass} />,
        }}
      />
    </p>
  );
}
