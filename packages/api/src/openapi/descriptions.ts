import { ADMIN_AREAS } from '@samity/domain';
import type { ProcedureAccess } from '../trpc';
import { acceptsApiKey } from './procedures';

export type Operation = Record<string, unknown> & { responses?: Record<string, unknown> };

const append = (operation: Operation, words: string) => {
  const description = typeof operation.description === 'string' ? operation.description : '';
  operation.description = description ? `${description}\n\n${words}` : words;
};

/**
 * Who may call an operation, in its description, from the procedure's access meta: what a reader of the
 * reference needs first, and read from the same place the server's gates read, so it cannot drift.
 */
export function describeCaller(operation: Operation, access: ProcedureAccess | undefined): void {
  append(operation, callerOf(access));
}

function callerOf(access: ProcedureAccess | undefined): string {
  if (!access || access.tier === 'public') return 'Anyone may call it; no session needed.';
  if (access.tier === 'member')
    return "A logged-in member (member session cookie), on the member's own data only.";
  const privilege = access.area
    ? `${ADMIN_AREAS[access.area]} and above`
    : 'any privilege, on their own account';
  return acceptsApiKey(access)
    ? `An admin (session cookie) or an API key with ${privilege}.`
    : `A logged-in admin with ${privilege}, by session cookie only: an API key is refused with 403.`;
}

/** A people-only operation says which irreversible act it is and that a key is refused (meta peopleOnly). */
export function describePeopleOnly(operation: Operation, act: string | undefined): void {
  if (act === undefined) return;
  append(
    operation,
    `People only: ${act} is irreversible, so only an admin in person may do it. An API key gets 403 ` +
      '(`apiKeys.peopleOnly`) and nothing changes.',
  );
}

/**
 * The input's rules across fields (meta `refusedWhen` beside the refinement that checks them), which JSON
 * Schema cannot state: a request the schemas call valid is still refused with 400 for these, and says so.
 */
export function describeRefusedWhen(operation: Operation, rules: string[]): void {
  if (rules.length === 0) return;
  append(operation, `Also refused with 400 when ${rules.join('; or when ')}.`);
}

type Parameter = { name?: string; in?: string; schema?: { maximum?: number; default?: number } };

/**
 * A paged list says so in its description: how to page and the largest page, read from its `limit`
 * parameter's schema, so the words cannot drift from what the server accepts.
 */
export function describePaging(operation: Operation): void {
  const parameters = (operation.parameters ?? []) as Parameter[];
  const limit = parameters.find((p) => p.in === 'query' && p.name === 'limit');
  if (!limit) return;
  const hasOffset = parameters.some((p) => p.in === 'query' && p.name === 'offset');
  const max = limit.schema?.maximum;
  const most = max === undefined ? '' : ` (at most ${max})`;
  const byDefault = limit.schema?.default === undefined ? '' : `, ${limit.schema.default} when not given`;
  const next = hasOffset ? '; `offset` skips that many rows (next page: offset + limit)' : '';
  const paging = `Paged: \`limit\` rows per answer${most}${byDefault}${next}.`;
  append(operation, paging);
}
