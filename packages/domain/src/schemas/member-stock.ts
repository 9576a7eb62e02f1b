import { z } from 'zod';
import { STOCK_PRICE_BOUNDS } from '../constants';
import { hasAtMostTwoDecimals } from '../money';
import { queryInt, zText } from './fields';
import { zImageUrl, zMoment, zOwnMemberNo, zRecordId } from './member-fields';

/** Pictures per car: the first is the cover (`pic`). */
export const CAR_PICTURES_MAX = 6;

/** A car of the member's own stock, sold ones included (sold_at set: no longer in the public stock). */
export const ZMemberStockCar = z.object({
  id: z.number().int(),
  brand: z.string(),
  model: z.string(),
  model_year: z.number().int(),
  reg_year: z.number().int(),
  cc: z.number().int(),
  color: z.string(),
  mileage: z.number().int(),
  asking_price: z.number().describe('Taka'),
  pic: z.string().describe('The cover picture (the first of pics)'),
  pics: z.array(z.string()).describe('Every picture, cover first'),
  member_no: z.string(),
  sold_at: zMoment.nullable(),
});
export type MemberStockCar = z.infer<typeof ZMemberStockCar>;

export const ZMemberStockListInput = z.object({ member_no: zOwnMemberNo });

const required = (label: string, max: number) =>
  zText({ max, required: `${label} is required`, tooLong: `${label} must be at most ${max} characters` });

const year = (label: string) => queryInt(1950, 2100).describe(`${label} (1950 to 2100)`);

/** The Add car form: every field required, 1 to 6 pictures (or `pic` alone, the original one-picture shape). */
export const ZStockUploadInput = z
  .object({
    member_no: zOwnMemberNo,
    brand: required('Brand', 60),
    model: required('Model', 60),
    model_year: year('Model year'),
    reg_year: year('Registration year'),
    cc: queryInt(50, 10_000).describe('Engine size in cc (50 to 10000)'),
    color: required('Color', 40),
    mileage: queryInt(0, 10_000_000).describe('Kilometres'),
    asking_price: z
      .number()
      .positive('Asking price must be above 0')
      .max(STOCK_PRICE_BOUNDS.max, `Asking price must be at most ${STOCK_PRICE_BOUNDS.max}`)
      .refine(hasAtMostTwoDecimals, 'Asking price has at most two decimals')
      .describe('Taka'),
    pics: z
      .array(zImageUrl)
      .min(1, 'Add a picture')
      .max(CAR_PICTURES_MAX, `At most ${CAR_PICTURES_MAX} pictures`)
      .optional()
      .describe('Picture addresses from POST /api/uploads; the first is the cover'),
    pic: zImageUrl.optional().describe('One picture (when pics is not given)'),
  })
  .refine((car) => car.pics !== undefined || car.pic !== undefined, {
    message: 'Add a picture',
    path: ['pics'],
  })
  .transform(({ pic, pics, ...car }) => ({ ...car, pics: [...new Set(pics ?? [pic as string])] }));
export type StockUploadInput = z.input<typeof ZStockUploadInput>;
export type StockUpload = z.output<typeof ZStockUploadInput>;

export const ZStockCarIdInput = z.object({ id: zRecordId.describe('The car') });
