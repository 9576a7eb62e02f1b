import { DEFAULT_NEW_ADMIN_PRIVILEGE, PRIVILEGES, type Privilege } from '@samity/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { trpc } from '../../lib/trpc';
import { serverMessageOr } from '../auth/client-errors';

const TEXT_FIELDS = ['name', 'phone', 'password', 'confirm_password'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const LABELS: Record<TextField, string> = {
  name: 'adminPanel.name',
  phone: 'adminPanel.phone',
  password: 'adminPanel.password',
  confirm_password: 'adminPanel.confirmPassword',
};
const EMPTY: Record<TextField, string> = { name: '', phone: '', password: '', confirm_password: '' };

interface Props {
  open: boolean;
  onClose(): void;
  onSaved(name: string): void;
}

/** Add admin (spec §2): privilege (default Full_Access+), name, phone, password and its confirmation. */
export function AddAdminDialog({ open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.panel.createAdmin.useMutation();
  const [privilege, setPrivilege] = useState<Privilege>(DEFAULT_NEW_ADMIN_PRIVILEGE);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function reset() {
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    setPrivilege(DEFAULT_NEW_ADMIN_PRIVILEGE);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<TextField, string>> = {};
    for (const field of TEXT_FIELDS) if (!values[field].trim()) found[field] = t('adminPanel.fieldRequired');
    if (!found.confirm_password && values.password !== values.confirm_password)
      found.confirm_password = t('adminPanel.passwordsDoNotMatch');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      const created = await create.mutateAsync({ ...values, privilege });
      await utils.admin.panel.admins.invalidate();
      reset();
      onSaved(created.name);
    } catch (error) {
      setFailure(serverMessageOr(error, ''));
    }
  }

  return (
    <Modal
      open={open}
      title={t('adminPanel.addTitle')}
      onClose={() => {
        reset();
        onClose();
      }}
    >
      <form className="auth-form dialog-form" noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-privilege`}>{t('adminPanel.privilege')}</label>
          <select
            id={`${id}-privilege`}
            value={privilege}
            onChange={(e) => setPrivilege(e.target.value as Privilege)}
          >
            {PRIVILEGES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        {TEXT_FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`${id}-${field}`}>{t(LABELS[field])}</label>
            <input
              id={`${id}-${field}`}
              required
              type={field.includes('password') ? 'password' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={field.includes('password') ? 'new-password' : 'off'}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              value={values[field]}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            />
            {errors[field] && (
              <p id={`${id}-${field}-error`} className="field-error">
                {errors[field]}
              </p>
            )}
          </div>
        ))}
        {failure !== null && (
          <div className="error-box" role="alert">
            <p>{t('adminPanel.saveFailed')}</p>
            {failure && <p>{failure}</p>}
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={create.isPending}>
            {create.isPending ? t('adminPanel.saving') : t('adminPanel.save')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {t('adminPanel.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
