import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { DialogDescription, DialogFrame } from '../../../shared/ui/dialog-frame';
import { EntryForm } from './entry-form';

/** The modal entry form (spec 001 §2): a quick entry from wherever the button is, public by default. */
export function QuickEntryDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <PenLine aria-hidden="true" />
        {t('journal.quickEntry.open')}
      </Button>
      <DialogFrame open={open} onOpenChange={setOpen}>
        <DialogDescription className="sr-only">{t('journal.quickEntry.description')}</DialogDescription>
        {open ? (
          <EntryForm variant="modal" onSaved={() => setOpen(false)} onClose={() => setOpen(false)} />
        ) : null}
      </DialogFrame>
    </>
  );
}
