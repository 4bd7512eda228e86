import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../shared/lib/cn';

export function BrandLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      aria-label={t('app.homeLink')}
      className={cn('rounded-md text-xl font-bold tracking-tight text-foreground', className)}
    >
      {t('app.name')}
    </Link>
  );
}
