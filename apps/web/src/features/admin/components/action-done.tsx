import type { AdminActionResult } from '@maeum/api-types';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../format';

/** What an action on one user needs: the user, and where to report what it did. */
export interface UserActionProps {
  userId: string;
  email: string;
  onDone: (result: AdminActionResult, message: string) => void;
}

/** What an action did (in the reader's words), and the audit row it wrote. */
export function ActionDone({ result, message }: { result: AdminActionResult; message: string }) {
  const { t } = useTranslation();
  const format = useAdminFormat();
  return (
    <div
      role="status"
      className="flex flex-col gap-1 rounded-lg border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <p className="font-semibold">{message}</p>
      <p className="break-all text-muted-foreground">
        {t('admin.done.audit', {
          id: result.audit.id,
          action: result.audit.action,
          time: format.dateTime(result.audit.createdAt),
        })}
      </p>
    </div>
  );
}
