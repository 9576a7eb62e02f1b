import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

// The proof of work on anonymous forms (decision 027).

/** One row: the HMAC key challenges are signed with when HUMAN_PROOF_KEY is unset (shared by every instance). */
export interface HumanProofKeyTable {
  only_row: Generated<boolean>;
  hmac_key: string;
  created_at: Timestamp;
}

/** The salt of every accepted challenge until it would have expired: a replayed proof is refused. */
export interface HumanProofSpentTable {
  salt: string;
  expires_at: Timestamp;
}
