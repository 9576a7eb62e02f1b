import { asLang, committeeTitleLabel, localizeDigits } from '@samity/domain';
import { Avatar } from '../../../components/avatar';
import type { DataColumn } from '../../../components/data-table/data-table';
import i18n from '../../../i18n';
import type { TFunction } from '../../../i18n/translator';

interface CommitteeRow {
  id: number;
  member_no: string | null;
  name: string;
  pic: string | null;
  title?: string | null;
}

/** The page's language: the columns are made again whenever it changes (the caller's t changes with it). */
const lng = () => asLang(i18n.language);

/** The columns every committee table shows: picture, member no, name and, where a committee has them, titles. */
export function committeeColumns<T extends CommitteeRow>(t: TFunction, withTitle: boolean): DataColumn<T>[] {
  const columns: DataColumn<T>[] = [
    {
      id: 'pic',
      header: t('committeesAdmin.picture'),
      cell: (m) => (
        <Avatar name={m.name} pic={m.pic} size={40} alt={t('committeesAdmin.photoOf', { name: m.name })} />
      ),
    },
    {
      id: 'member_no',
      header: t('committeesAdmin.memberNo'),
      cell: (m) => (m.member_no ? localizeDigits(m.member_no, lng()) : '—'),
    },
    { id: 'name', primary: true, header: t('committeesAdmin.name'), cell: (m) => m.name },
  ];
  if (withTitle)
    columns.push({
      id: 'title',
      header: t('committeesAdmin.title'),
      cell: (m) => committeeTitleLabel(m.title, lng()),
    });
  return columns;
}

const KNOWN_TERMS = ['1', 'adok', '2', '3'];

/** A term's label (the same rule as the public page): the known terms by name, any other as it is. */
export function termLabel(t: TFunction, term: string | null): string {
  if (!term) return t('committeesAdmin.terms.unknown');
  return KNOWN_TERMS.includes(term) ? t(`committeesAdmin.terms.${term}`) : term;
}
