import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { CommitteeCard } from './committee-card';
import { CommitteePage } from './committee-list';

/** The current committee, in the society's display order. */
export function CurrentCommitteePage() {
  const { t } = useTranslation('public');
  const list = trpc.public.currentCommittee.list.useQuery();
  return (
    <CommitteePage kind="current" query={list}>
      {!!list.data?.length && (
        <ul className="committee-grid" aria-label={t('committees.current.title')}>
          {list.data.map((m) => (
            <CommitteeCard
              key={m.id}
              name={m.name}
              title={m.title}
              memberNo={m.member_no}
              pic={m.pic}
              resolution={m.resolution}
            />
          ))}
        </ul>
      )}
    </CommitteePage>
  );
}
