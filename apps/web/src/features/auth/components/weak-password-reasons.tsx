import { useTranslation } from 'react-i18next';

const KNOWN_REASONS = ['length', 'common', 'personal'] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];

function isKnown(reason: string): reason is KnownReason {
  return (KNOWN_REASONS as readonly string[]).includes(reason);
}

/** 'Password is too weak…' and why, from the server's weak_password reasons (codes we know are translated). */
export function WeakPasswordReasons({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('auth.errors.weakPassword')}</p>
      {reasons.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {reasons.map((reason) => (
            <li key={reason}>{isKnown(reason) ? t(`auth.weakReasons.${reason}`) : reason}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
