import { useState } from 'react';
import { DashboardSection, QueryState, SECTION_IDS } from '../../../components/dashboard-section';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePostRead } from '../../../lib/use-post-read';
import { NomineeDialog } from './nominee-dialog';

const FIELDS = ['name', 'relation', 'nid_bcr', 'cell_no', 'address'] as const;

/** The member's nominee: shown when saved, otherwise 'No nominee data found.'; added or updated in a dialog. */
export function NomineeSection() {
  const { t } = useTranslation('member');
  const { digits } = useFormat();
  const utils = trpc.useUtils();
  const nominee = usePostRead(trpc.member.nominee.get, () => utils.client.member.nominee.get.mutate({}));
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const current = nominee.data?.nominee ?? null;

  return (
    <DashboardSection
      id={SECTION_IDS.nominee}
      title={t('dashboard.nominee.title')}
      actions={
        nominee.data && (
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              setSaved(false);
              setOpen(true);
            }}
          >
            {current ? t('dashboard.nominee.update') : t('dashboard.nominee.add')}
          </button>
        )
      }
    >
      <QueryState query={nominee}>
        {() =>
          current ? (
            <dl className="details-list">
              {FIELDS.map((field) => (
                <div key={field} className="details-row">
                  <dt>{t(`dashboard.nominee.fields.${field}`)}</dt>
                  <dd>
                    {field === 'nid_bcr' || field === 'cell_no' ? digits(current[field]) : current[field]}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="empty-state">{t('dashboard.nominee.empty')}</p>
          )
        }
      </QueryState>
      {saved && (
        <p className="success-box" role="status">
          {t('dashboard.nominee.saved')}
        </p>
      )}
      <NomineeDialog
        open={open}
        nominee={current}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          setSaved(true);
        }}
      />
    </DashboardSection>
  );
}
