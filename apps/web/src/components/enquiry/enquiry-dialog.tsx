import { ENQUIRY_TEXT_MAX, TEXT_MAX_LENGTH, ZEnquiryInput } from '@samity/domain';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useHumanProof } from '../../lib/human-proof';
import { trpc } from '../../lib/trpc';
import { useCarWords } from '../../lib/use-car-words';
import { FormDialog } from '../form-dialog';
import { FormField } from '../form-field';
import { useZodForm } from '../use-zod-form';

export interface EnquiryCar {
  id: number;
  brand: string;
  model: string;
  model_year: number;
}

type Field = 'name' | 'phone' | 'message' | 'preferred_time';

const MESSAGES = {
  name: { required: 'enquire.errors.nameRequired', tooLong: 'enquire.errors.nameTooLong' },
  phone: {
    required: 'enquire.errors.phoneInvalid',
    tooLong: 'enquire.errors.phoneInvalid',
    invalid: 'enquire.errors.phoneInvalid',
  },
  message: { required: 'enquire.errors.messageRequired', tooLong: 'enquire.errors.messageTooLong' },
  preferred_time: { tooLong: 'enquire.errors.preferredTimeTooLong' },
};

interface Props {
  car: EnquiryCar;
  open: boolean;
  onClose(): void;
  onSent(): void;
}

/**
 * The buyer's enquiry about one car: name, mobile, message and an optional time to call. The same schema as
 * the API checks it here first; a refusal of the server (a sold car, too many enquiries) is said in the
 * failure box and a field it names gets its message.
 */
export function EnquiryDialog({ car, open, onClose, onSent }: Props) {
  const { t } = useTranslation('enquiries');
  const id = useId();
  const send = trpc.public.enquiries.create.useMutation({ networkMode: 'always' });
  // The proof that a person sent it is solved in the background while the form is open (decision 027).
  const proof = useHumanProof();
  const { prepare } = proof;
  useEffect(() => {
    if (open) prepare();
  }, [open, prepare]);
  const empty = { car_id: car.id, name: '', phone: '', message: '', preferred_time: '' };
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZEnquiryInput,
    defaultValues: empty,
    ns: 'enquiries',
    messages: MESSAGES,
    failureKey: 'enquire.failed',
  });
  const close = () => {
    discard();
    onClose();
  };
  const save = submit(async (values) => {
    await send.mutateAsync({ ...values, proof: await proof.take() });
    onSent();
  });
  const carName = useCarWords().carName(car);

  const field = (name: Field, label: string, options: { hint?: string; max: number; optional?: boolean }) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      hint={options.hint}
      error={errorText(name)}
      required={!options.optional}
      optional={options.optional}
    >
      {(control) =>
        name === 'message' ? (
          <textarea {...control} {...form.register(name)} rows={4} maxLength={options.max} />
        ) : (
          <input
            {...control}
            {...form.register(name)}
            type={name === 'phone' ? 'tel' : 'text'}
            inputMode={name === 'phone' ? 'tel' : undefined}
            autoComplete={name === 'name' ? 'name' : name === 'phone' ? 'tel-national' : 'off'}
            maxLength={options.max}
          />
        )
      }
    </FormField>
  );

  return (
    <FormDialog
      open={open}
      title={t('enquire.title', { car: carName })}
      onClose={close}
      onSubmit={(event) => void save(event)}
      submitLabel={t('enquire.send')}
      busyLabel={proof.checking ? t('humanProof.checking') : t('enquire.sending')}
      busy={send.isPending || proof.checking}
      failure={
        failure && (
          <>
            <p>{t('enquire.failed')}</p>
            <p>{failure}</p>
          </>
        )
      }
    >
      <p>{t('enquire.intro')}</p>
      {field('name', t('enquire.name'), { max: ENQUIRY_TEXT_MAX.name })}
      {field('phone', t('enquire.phone'), { hint: t('enquire.phoneHint'), max: TEXT_MAX_LENGTH.phone })}
      {field('message', t('enquire.message'), { max: ENQUIRY_TEXT_MAX.message })}
      {field('preferred_time', t('enquire.preferredTime'), {
        hint: t('enquire.preferredTimeHint'),
        max: ENQUIRY_TEXT_MAX.preferredTime,
        optional: true,
      })}
    </FormDialog>
  );
}
