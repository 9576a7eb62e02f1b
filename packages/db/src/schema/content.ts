import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, IsoDate, Timestamp, TimestampWithDefault } from './columns';

// What the public website shows: committees, notices, the stock of cars, gallery and service-center
// images, and the stored uploads behind every picture.

export interface CommitteeMembersTable {
  id: Id;
  kind: 'current' | 'founding' | 'previous';
  member_no: string | null;
  name: string;
  title: string | null;
  pic: string | null;
  term: string | null;
  position: Generated<number>;
  created_at: CreatedAt;
  /** The register's resolution that co-opted the member outside an election (null for elected members). */
  resolution_id: number | null;
}

export interface NoticesTable {
  id: Id;
  date: IsoDate;
  /** What Bengali pages show (and English pages when caption_en is null). */
  caption: string;
  /** The caption in English, optional: what English pages show when present. */
  caption_en: ColumnType<string | null, string | null | undefined, string | null>;
  pic: string;
  created_at: CreatedAt;
  created_by: number | null;
}

export interface StockCarsTable {
  id: Id;
  member_id: number;
  brand: string;
  model: string;
  model_year: number;
  reg_year: number;
  cc: number;
  color: string;
  mileage: number;
  asking_price_poisha: number;
  pic: string;
  created_at: CreatedAt;
  /** Set when the member marks the car sold: it leaves the public stock, stays in the member's list. */
  sold_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the listing last changed (a trigger keeps it): the sitemap's last-modified. */
  updated_at: TimestampWithDefault;
}

/** The pictures of a car in order; position 0 is the cover (also stock_cars.pic). */
export interface StockCarPicturesTable {
  id: Id;
  car_id: number;
  url: string;
  position: number;
}

export interface ImagesTable {
  id: Id;
  pic: string;
  created_at: CreatedAt;
}

/** One stored image (POST /api/uploads): the full-size JPEG and its thumbnail. */
export interface UploadsTable {
  key: string;
  thumbnail_key: string;
  url: string;
  thumbnail_url: string;
  sha256: string;
  bytes: number;
  thumbnail_bytes: number;
  width: number;
  height: number;
  admin_id: number | null;
  member_id: number | null;
  created_at: CreatedAt;
  last_uploaded_at: TimestampWithDefault;
}

/** Every account that uploaded a stored picture: 'admins', or 'member:<id>' (migration upload-uploaders). */
export interface UploadUploadersTable {
  upload_key: string;
  uploader: string;
  first_at: Timestamp;
}
