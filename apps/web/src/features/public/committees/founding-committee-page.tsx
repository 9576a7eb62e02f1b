import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { CommitteeCard } from './committee-card';
import { CommitteePage } from './committee-list';

/** The founding committee: the members who founded the society. */
export function FoundingCommitteePage() {
  const { t } = useTranslation('public');
  const list = trpc.public.foundingCommittee.list.useQuery();
  return (
    <CommitteePage kind="founding" query={list}>
      {!!list.data?.length && (
        <ul className="committee-grid" aria-label={t('committees.founding.title')}>
          {list.data.map((m) => (
            <CommitteeCard
              key={m.id}
              name={m.name}
              title={t('committees.founder')}
              memberNo={m.member_no}
              pic={m.pic}
            />
          ))}
        </ul>
      )}
    </CommitteePage>
  );
}
