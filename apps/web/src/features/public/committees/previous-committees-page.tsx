import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { CommitteeCard } from './committee-card';
import { CommitteePage } from './committee-list';
import { groupByTerm, termLabel } from './group-by-term';

/** Previous committees, one section per term with its label. */
export function PreviousCommitteesPage() {
  const { t } = useTranslation('public');
  const list = trpc.public.previousCommittees.list.useQuery();
  const groups = groupByTerm(list.data ?? []);
  return (
    <CommitteePage kind="previous" query={list}>
      {groups.map((group, index) => {
        const label = termLabel(group.term);
        const heading = 'key' in label ? t(label.key) : label.text;
        const id = `term-${index}`;
        return (
          <section key={id} className="term-group" aria-labelledby={id}>
            <h2 id={id}>{heading}</h2>
            <ul className="committee-grid">
              {group.members.map((m) => (
                <CommitteeCard key={m.id} name={m.name} title={m.title} memberNo={m.member_no} pic={m.pic} />
              ))}
            </ul>
          </section>
        );
      })}
    </CommitteePage>
  );
}
