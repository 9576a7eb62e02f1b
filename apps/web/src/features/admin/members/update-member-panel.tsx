import { type AdminMember, type UpdateMemberInput, ZUpdateMemberInput } from '@samity/domain';
import { type ReactNode, useId, useState } from 'react';
import { MemberFormFields } from '../../../components/member-fields/member-form-fields';
import { MEMBER_FIELD_MESSAGES } from '../../../components/member-fields/member-messages';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { apiErrorText, parseApiError } from '../../../lib/api-errors';
import { trpc } from '../../../lib/trpc';

const EMPTY: UpdateMemberInput = {
  member_no: '',
  name: '',
  father: '',
  business: '',
  address: '',
  phone: '',
};
const FIELDS = ['name', 'father', 'business', 'address', 'phone'] as const;

type Status = { kind: 'success' | 'error'; text: string; detail?: string } | null;

/** Update member: look a member up by number (a blank number is ignored), then edit the five fields. */
export function UpdateMemberPanel({
  memberActions,
}: {
  /** More actions on the member found (composed by the page: other features' buttons). */
  memberActions?: (member: AdminMember) => ReactNode;
} = {}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const utils = trpc.useUtils();
  const update = trpc.admin.members.update.useMutation();
  const [lookup, setLookup] = useState('');
  const [found, setFound] = useState<AdminMember | null>(null);
  const [searching, setSearching] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const { form, errorText, applyServerErrors } = useZodForm({
    schema: ZUpdateMemberInput,
    defaultValues: EMPTY,
    ns: 'admin',
    messages: MEMBER_FIELD_MESSAGES,
  });

  async function find(event: React.FormEvent) {
    event.preventDefault();
    const memberNo = lookup.trim();
    if (!memberNo) return;
    setStatus(null);
    setSearching(true);
    try {
      const member = await utils.admin.members.get.fetch({ member_no: memberNo });
      setFound(member);
      form.reset({
        member_no: member.member_no,
        name: member.name,
        father: member.father,
        business: member.business,
        address: member.address,
        phone: member.phone,
      });
    } catch (error) {
      setFound(null);
      // An unknown number, or one no member could have (400), is simply not found.
      const { status: code } = parseApiError(error);
      const notFound = code === 404 || code === 400;
      setStatus({
        kind: 'error',
        text: notFound ? t('membersAdmin.notFound') : apiErrorText(error, t, 'common.errors.network'),
      });
    } finally {
      setSearching(false);
    }
  }

  const save = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const updated = await update.mutateAsync(values);
      setFound(updated);
      await utils.admin.members.invalidate();
      setStatus({ kind: 'success', text: t('membersAdmin.updated') });
    } catch (error) {
      applyServerErrors(error);
      setStatus({
        kind: 'error',
        text: t('membersAdmin.updateFailed'),
        detail: apiErrorText(error, t, 'common.errors.network'),
      });
    }
  });

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('membersAdmin.updateTitle')}</h2>
      <form className="lookup-form" onSubmit={(event) => void find(event)}>
        <label htmlFor={`${id}-lookup`}>{t('membersAdmin.lookupLabel')}</label>
        <input
          id={`${id}-lookup`}
          value={lookup}
          maxLength={20}
          autoComplete="off"
          onChange={(event) => setLookup(event.target.value)}
        />
        <button type="submit" className="button button-secondary" disabled={searching}>
          {t('membersAdmin.lookup')}
        </button>
      </form>
      {status && (
        <div
          className={status.kind === 'success' ? 'success-box' : 'error-box'}
          role={status.kind === 'success' ? 'status' : 'alert'}
        >
          <p>{status.text}</p>
          {status.detail && <p>{status.detail}</p>}
        </div>
      )}
      {found && (
        <form className="form-stack" noValidate onSubmit={(event) => void save(event)}>
          <p className="found-member">
            {t('membersAdmin.memberNo')}: <strong>{found.member_no}</strong>
          </p>
          {/* The member sets the address on their dashboard; the admin sees it, to reach them. */}
          <p className="found-member">
            {t('membersAdmin.email')}:{' '}
            {found.email ? <a href={`mailto:${found.email}`}>{found.email}</a> : '—'}
          </p>
          <MemberFormFields id={id} fields={FIELDS} register={form.register} errorText={errorText} />
          <div className="form-actions">
            <button type="submit" className="button" disabled={update.isPending}>
              {update.isPending ? t('membersAdmin.saving') : t('membersAdmin.updateButton')}
            </button>
          </div>
        </form>
      )}
      {found && memberActions?.(found)}
    </section>
  );
}
