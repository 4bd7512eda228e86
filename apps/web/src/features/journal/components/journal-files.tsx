import { JOURNAL_IMPORT_BATCH_MAX, type JournalImportEntry } from '@maeum/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { Card } from '../../../shared/ui/card';
import { toast } from '../../../shared/ui/toast';
import { journalApi, journalKeys } from '../api';
import { JournalFileError, readJournalFile, toCsv, toJson, toMarkdown } from '../lib/journal-files';

const FORMATS = {
  markdown: { extension: 'md', type: 'text/markdown', write: toMarkdown },
  csv: { extension: 'csv', type: 'text/csv', write: toCsv },
  json: { extension: 'json', type: 'application/json', write: toJson },
} as const;
/** A batch stays well under the request size the server takes. */
const BATCH_BYTES = 200_000;

function download(text: string, name: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function batches(entries: JournalImportEntry[]): JournalImportEntry[][] {
  const out: JournalImportEntry[][] = [];
  let current: JournalImportEntry[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const size = new Blob([JSON.stringify(entry)]).size;
    if (current.length && (current.length === JOURNAL_IMPORT_BATCH_MAX || bytes + size > BATCH_BYTES)) {
      out.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length) out.push(current);
  return out;
}

/** Export as Markdown, CSV or JSON; import a Markdown or JSON export back, with progress. */
export function JournalFiles() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [busy, setBusy] = useState<string | null>(null);

  const exportAs = async (format: keyof typeof FORMATS) => {
    setBusy(t('journal.files.exporting'));
    try {
      const { extension, type, write } = FORMATS[format];
      const entries = await journalApi.all();
      download(write(entries), `maeum-journal-${new Date().toISOString().slice(0, 10)}.${extension}`, type);
    } catch {
      toast.error(t('journal.files.exportFailed'));
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File) => {
    let entries: JournalImportEntry[];
    try {
      entries = readJournalFile(file.name, await file.text());
    } catch (error) {
      toast.error(
        error instanceof JournalFileError ? t('journal.files.notJournal') : t('journal.files.importFailed'),
      );
      return;
    }
    if (!entries.length) return toast.error(t('journal.files.empty'));
    let imported = 0;
    let skipped = 0;
    try {
      for (const batch of batches(entries)) {
        setBusy(t('journal.files.importing', { done: imported + skipped, total: entries.length }));
        const result = await journalApi.import(batch);
        imported += result.imported;
        skipped += result.skipped;
      }
      toast.success(t('journal.files.imported', { imported }), {
        description: skipped ? t('journal.files.importedSkipped', { skipped }) : undefined,
      });
    } catch {
      toast.error(t('journal.files.importFailed'));
    } finally {
      setBusy(null);
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
    }
  };

  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-sm font-semibold">{t('journal.files.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('journal.files.description')}</p>
      <div className="flex flex-wrap gap-2">
        {(Object.keys(FORMATS) as (keyof typeof FORMATS)[]).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void exportAs(format)}
          >
            <Download aria-hidden="true" />
            {t(`journal.files.${format}`)}
          </Button>
        ))}
        <Button
          size="sm"
          variant="outline"
          disabled={busy !== null}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" />
          {t('journal.files.import')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".md,.markdown,.json,text/markdown,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('journal.files.importHint')}
      </p>
      {busy ? (
        <p role="status" className="text-sm">
          {busy}
        </p>
      ) : null}
    </Card>
  );
}
