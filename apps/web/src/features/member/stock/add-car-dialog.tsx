import {
  asLang,
  CAR_PICTURES_MAX,
  modelLabel,
  modelPriceRange,
  readTaka,
  takaInWords,
  toAsciiDigits,
  ZStockUploadInput,
} from '@samity/domain';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { ImagePicker } from '../../../components/image-picker/image-picker';
import { Spinner } from '../../../components/spinner';
import { useZodForm } from '../../../components/use-zod-form';
import { useTranslation } from '../../../i18n/use-translation';
import { trpc } from '../../../lib/trpc';
import { useFormat } from '../../../lib/use-format';
import { ColourField } from './colour-field';

const TEXT_FIELDS = ['brand', 'model'] as const;
const NUMBER_FIELDS = ['model_year', 'reg_year', 'cc', 'mileage', 'asking_price'] as const;
const ORDER = ['brand', 'model', 'model_year', 'reg_year', 'cc', 'color', 'mileage', 'asking_price'] as const;
type CarField = (typeof ORDER)[number];

const EMPTY = { brand: '', model: '', color: '', pics: [] as string[] };
/**
 * A number box's text as the number the schema takes (it refuses text, as the API does): digits in either
 * script, grouping commas and spaces ignored ("২০১৬", "১,২০,০০০"). An empty box is "not given", so the field
 * says it is required rather than reading 0; text that is not a number is NaN, which the schema refuses
 * beside the field (never a box silently emptied).
 */
const asNumber = {
  setValueAs: (value: unknown) => {
    const text = typeof value === 'string' ? toAsciiDigits(value).replace(/[\s,]/g, '') : '';
    if (text === '') return undefined;
    return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  },
};
/** The price box also reads lakh and crore ("১৩.৫ লাখ", "1.35 crore"). */
const asTaka = {
  setValueAs: (value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return undefined;
    return readTaka(value) ?? Number.NaN;
  },
};

interface Props {
  open: boolean;
  onClose(): void;
  onSaved(): void;
}

/**
 * Add car: every field required and 1 to 6 pictures (the first is the cover), checked with the schema the
 * server uses. Save waits while a picture is still uploading.
 */
export function AddCarDialog({ open, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation('member');
  // The picture field's texts live with the other upload texts (admin namespace): load them here.
  const uploads = useTranslation('admin', { useSuspense: false });
  const id = useId();
  const utils = trpc.useUtils();
  const create = trpc.member.stock.create.useMutation();
  const [uploading, setUploading] = useState(false);
  const format = useFormat();
  const { form, errorText, failure, submit, discard } = useZodForm({
    schema: ZStockUploadInput,
    defaultValues: EMPTY,
    ns: 'member',
    failureKey: 'dashboard.stock.addFailed',
    // A number out of range is "required" or "too long" to zod's resolver: say the range instead.
    messages: {
      model_year: { required: 'dashboard.stock.yearRange', tooLong: 'dashboard.stock.yearRange' },
      reg_year: { required: 'dashboard.stock.yearRange', tooLong: 'dashboard.stock.yearRange' },
      cc: { required: 'dashboard.stock.ccRange', tooLong: 'dashboard.stock.ccRange' },
      mileage: { required: 'dashboard.stock.mileageRange', tooLong: 'dashboard.stock.mileageRange' },
      asking_price: { required: 'dashboard.stock.priceRange', tooLong: 'dashboard.stock.priceRange' },
      pics: { required: 'dashboard.stock.pictureRequired', tooLong: 'dashboard.stock.tooManyPictures' },
    },
  });

  const close = () => {
    discard();
    onClose();
  };

  const save = submit(async (values) => {
    await create.mutateAsync(values);
    await utils.member.stock.invalidate();
    onSaved();
  });

  // The price as read, in words of the page's language, under its box: one zero too many is seen before saving.
  const price = form.watch('asking_price');
  const readable = typeof price === 'number' && Number.isFinite(price) && price > 0;
  const priceInWords = readable
    ? t('dashboard.stock.priceEcho', { words: takaInWords(price, asLang(i18n.language)) })
    : undefined;

  // A price outside the model's usual span (the vehicle vocabulary's) is saved only once the dealer says it
  // is right: one zero too many or too few is the likeliest slip in a price box.
  const model = form.watch('model') ?? '';
  const range = readable ? modelPriceRange(model) : null;
  const unusual = range !== null && (price < range.min || price > range.max);
  const [confirmedPrice, setConfirmedPrice] = useState<number | null>(null);
  const [askedToConfirm, setAskedToConfirm] = useState(false);
  const needsConfirming = unusual && confirmedPrice !== price;

  const field = (name: CarField) => {
    if (name === 'color') {
      return (
        <FormField
          key={name}
          id={`${id}-color`}
          label={t('dashboard.stock.fields.color')}
          error={errorText('color')}
          required
        >
          {(control) => (
            <ColourField
              control={control}
              value={form.watch('color') ?? ''}
              onChange={(value) =>
                form.setValue('color', value, { shouldValidate: form.formState.isSubmitted })
              }
            />
          )}
        </FormField>
      );
    }
    const numeric = (NUMBER_FIELDS as readonly string[]).includes(name);
    return (
      <FormField
        key={name}
        id={`${id}-${name}`}
        label={t(`dashboard.stock.fields.${name}`)}
        hint={name === 'asking_price' ? priceInWords : undefined}
        error={errorText(name)}
        required
      >
        {(control) =>
          numeric ? (
            // Text, not type="number": a number box empties Bengali digits and refuses "১৩.৫ লাখ".
            <input
              {...control}
              {...form.register(
                name as (typeof NUMBER_FIELDS)[number],
                name === 'asking_price' ? asTaka : asNumber,
              )}
              type="text"
              inputMode={name === 'asking_price' ? 'text' : 'numeric'}
              autoComplete="off"
            />
          ) : (
            <input
              {...control}
              {...form.register(name as (typeof TEXT_FIELDS)[number])}
              type="text"
              autoComplete="off"
              maxLength={60}
            />
          )
        }
      </FormField>
    );
  };

  const picsError = errorText('pics');
  return (
    <FormDialog
      open={open}
      title={t('dashboard.stock.addTitle')}
      onClose={close}
      onSubmit={(event) => {
        if (needsConfirming) {
          event.preventDefault();
          setAskedToConfirm(true);
          document.getElementById(`${id}-confirm-price`)?.focus();
          return;
        }
        void save(event);
      }}
      submitLabel={t('dashboard.stock.save')}
      busyLabel={uploading ? t('dashboard.stock.waitingForPictures') : t('dashboard.saving')}
      busy={create.isPending || uploading}
      failure={failure}
    >
      <div className="dash-car-fields">{ORDER.map(field)}</div>
      {unusual && range && (
        <div className={`field${askedToConfirm && needsConfirming ? ' has-error' : ''}`}>
          <p className="field-hint" id={`${id}-unusual-price`}>
            {t('dashboard.stock.unusualPrice', {
              name: modelLabel(model, asLang(i18n.language)),
              low: format.price(range.min),
              high: format.price(range.max),
            })}
          </p>
          <label className="checkbox">
            <input
              id={`${id}-confirm-price`}
              type="checkbox"
              aria-describedby={`${id}-unusual-price`}
              checked={confirmedPrice === price}
              onChange={(event) => setConfirmedPrice(event.target.checked ? price : null)}
            />{' '}
            {t('dashboard.stock.confirmPrice')}
          </label>
          {askedToConfirm && needsConfirming && (
            <p className="field-error" role="alert">
              {t('dashboard.stock.confirmPriceRequired')}
            </p>
          )}
        </div>
      )}
      <div className={`field${picsError ? ' has-error' : ''}`}>
        {uploads.ready ? (
          <ImagePicker
            label={t('dashboard.stock.pictures', { max: CAR_PICTURES_MAX })}
            multiple
            onBusyChange={setUploading}
            onChange={(images) =>
              form.setValue(
                'pics',
                images.map((image) => image.secure_url),
                { shouldValidate: form.formState.isSubmitted },
              )
            }
          />
        ) : (
          <Spinner />
        )}
        {picsError && (
          <p className="field-error" role="alert">
            {picsError}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
