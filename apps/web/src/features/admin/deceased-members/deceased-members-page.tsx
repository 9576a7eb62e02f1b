import type { AdminMember } from '@samity/domain';
import { useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { AddDeceasedDialog } from './add-deceased-dialog';
import './deceased-members.css';

/** /DeceasedMembersAdmin: the deceased members, and Add (which can mark an active member deceased). */
export function DeceasedMembersAdminPage() {
  const { t } = useTranslation('admin');
  const { date, digits } = useFormat();
  usePageTitle(t('membersAdmin.deceasedTitle'));
  const list = trpc.admin.deceasedMembers.list.useQuery();
  const [adding, setAdding] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const columns: DataColumn<AdminMember>[] = [
    {
      id: 'pic',
      header: t('membersAdmin.picture'),
      cell: (m) => (
        <Avatar name={m.name} pic={m.pic} size={40} alt={t('membersAdmin.photoOf', { name: m.name })} />
      ),
    },
    { id: 'member_no', header: t('membersAdmin.memberNo'), cell: (m) => digits(m.member_no) },
    { id: 'name', primary: true, header: t('membersAdmin.name'), cell: (m) => m.name },
    { id: 'father', priority: 3, header: t('membersAdmin.father'), cell: (m) => m.father },
    { id: 'business', priority: 3, header: t('membersAdmin.business'), cell: (m) => m.business },
    {
      id: 'deceased_on',
      header: t('membersAdmin.deceasedOn'),
      cell: (m) => (m.deceased_on ? date(m.deceased_on) : '—'),
    },
  ];

  return (
    <section className="page admin-members">
      <h1>{t('membersAdmin.deceasedTitle')}</h1>
      <div className="panel-heading">
        <h2>{t('membersAdmin.deceasedList')}</h2>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {t('membersAdmin.deceasedAdd')}
        </button>
      </div>
      {saved && (
        <div className="success-box" role="status">
          {saved}
        </div>
      )}
      <DataTable
        label={t('membersAdmin.deceasedList')}
        columns={columns}
        rows={list.data}
        rowId={(m) => m.member_no}
        loading={list.isPending}
        failed={list.isError}
        onRetry={() => void list.refetch()}
        emptyText={t('membersAdmin.noDeceased')}
        pageSize={12}
      />
      <AddDeceasedDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(message) => {
          setAdding(false);
          setSaved(message);
        }}
      />
    </section>
  );
}
