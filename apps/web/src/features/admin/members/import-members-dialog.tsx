import { MEMBER_IMPORT_MAX_CHARS, type MemberImportReport } from '@samity/domain';
import { useId, useState } from 'react';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { Modal } from '../../../components/modal';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';

type ReportRow = MemberImportReport['rows'][number];

interface Props {
  open: boolean;
  onClose(): void;
  onImported(message: string): void;
}

/**
 * Import members from CSV: choosing a file runs a dry run that shows every row's problems; Import (offered
 * only when every row is valid) writes them all in one transaction.
 */
export function ImportMembersDialog({ open, onClose, onImported }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const utils = trpc.useUtils();
  const run = trpc.admin.members.import.useMutation();
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<MemberImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const reset = () => {
    setCsv(null);
    setReport(null);
    setFailure(null);
    setInputKey((k) => k + 1);
  };
  const close = () => {
    reset();
    onClose();
  };

  async function check(file: File | undefined) {
    setReport(null);
    setFailure(null);
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setFailure(t('membersAdmin.fileUnreadable'));
      return;
    }
    if (text.length > MEMBER_IMPORT_MAX_CHARS) {
      setFailure(t('membersAdmin.importFailed'));
      return;
    }
    setCsv(text);
    try {
      setReport(await run.mutateAsync({ csv: text, dry_run: true }));
    } catch (error) {
      setFailure(`${t('membersAdmin.importFailed')} ${apiErrorText(error, t, 'common.errors.network')}`);
    }
  }

  async function importNow() {
    if (!csv) return;
    setFailure(null);
    try {
      const done = await run.mutateAsync({ csv, dry_run: false });
      await utils.admin.members.invalidate();
      reset();
      onImported(t('membersAdmin.imported', { count: done.imported }));
    } catch (error) {
      setFailure(`${t('membersAdmin.importFailed')} ${apiErrorText(error, t, 'common.errors.network')}`);
    }
  }

  const bad = report?.rows.filter((row) => row.errors.length > 0).length ?? 0;
  const columns: DataColumn<ReportRow>[] = [
    { id: 'line', header: t('membersAdmin.line'), cell: (r) => r.line },
    { id: 'member_no', header: t('membersAdmin.memberNo'), cell: (r) => r.member_no },
    { id: 'name', primary: true, header: t('membersAdmin.name'), cell: (r) => r.name },
    {
      id: 'problems',
      header: t('membersAdmin.problems'),
      cell: (r) =>
        r.errors.length === 0 ? (
          t('membersAdmin.rowOk')
        ) : (
          <ul className="row-problems">
            {r.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <Modal open={open} title={t('membersAdmin.importTitle')} onClose={close}>
      <div className="form-stack import-dialog">
        <p id={`${id}-hint`}>{t('membersAdmin.importHint')}</p>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t('membersAdmin.csvFile')}</label>
          <input
            key={inputKey}
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${id}-hint`}
            onChange={(event) => void check(event.currentTarget.files?.[0])}
          />
        </div>
        {run.isPending && (
          <p role="status">{report ? t('membersAdmin.importing') : t('membersAdmin.checking')}</p>
        )}
        {failure && (
          <div className="error-box" role="alert">
            {failure}
          </div>
        )}
        {report && (
          <>
            {report.file_errors.length > 0 ? (
              <div className="error-box" role="alert">
                <ul>
                  {report.file_errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <div
                className={report.valid ? 'success-box' : 'error-box'}
                role={report.valid ? 'status' : 'alert'}
              >
                {report.valid
                  ? t('membersAdmin.importValid', { count: report.rows.length })
                  : t('membersAdmin.importInvalid', { count: bad })}
              </div>
            )}
            {report.rows.length > 0 && (
              <DataTable
                label={t('membersAdmin.checkResult')}
                columns={columns}
                rows={report.rows}
                rowId={(r) => String(r.line)}
                emptyText=""
                pageSize={12}
              />
            )}
          </>
        )}
        <div className="form-actions">
          <button
            type="button"
            className="button"
            disabled={!report?.valid || run.isPending}
            onClick={() => void importNow()}
          >
            {run.isPending && report ? t('membersAdmin.importing') : t('membersAdmin.importNow')}
          </button>
          <button type="button" className="button button-secondary" onClick={close}>
            {t('membersAdmin.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
