import type { PublicReadTable } from '@samity/db';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { appRouter } from '../root';
import type { ProcedureAccess, ProcedureMeta } from '../trpc';

type Meta = OpenApiMeta<ProcedureMeta>;

/** One procedure as the router declares it: its tRPC path, kind, access tier and REST address. */
export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  access: ProcedureAccess | undefined;
  rest: { method: string; path: string } | undefined;
  /** The tables a cached public list is read from (meta `reads`); empty for everything not cached. */
  reads: readonly PublicReadTable[];
  /** The irreversible act a people-only procedure does (meta peopleOnly); undefined for the others. */
  peopleOnly: string | undefined;
}

/** Every procedure of the router with its meta; the document and the server's cache rules read it. */
export function listProcedures(router: { _def: { procedures: object } } = appRouter): ProcedureInfo[] {
  const procedures = router._def.procedures as Record<string, { _def: { type: string; meta?: Meta } }>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const { meta, type } = procedure._def;
    const openapi = meta?.openapi;
    return {
      path,
      type: type as ProcedureInfo['type'],
      access: inPersonIf(meta),
      peopleOnly: meta?.peopleOnly,
      rest: openapi ? { method: openapi.method, path: normalizePath(openapi.path) } : undefined,
      reads: meta?.access?.tier === 'public' ? (meta.reads ?? []) : [],
    };
  });
}

/** A people-only procedure is session-only however its tier was built: the document's security and 403 follow. */
function inPersonIf(meta: Meta | undefined): ProcedureAccess | undefined {
  const access = meta?.access;
  if (meta?.peopleOnly === undefined || access?.tier !== 'admin' || access.sessionOnly) return access;
  return { tier: 'admin', area: access.area, sessionOnly: true };
}

const normalizePath = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}`;

/**
 * The JSON Schema words an input object states about itself as a whole (`oneOf`: a body taking exactly one of
 * two keys; `anyOf`: at least one of them). trpc-to-openapi keeps only the title and description of an input's own meta, so the document
 * puts these back on the request body.
 */
export function wholeInputRulesOf(path: string, router: { _def: { procedures: object } } = appRouter) {
  const procedures = router._def.procedures as Record<string, { _def: { inputs?: unknown[] } }>;
  const input = procedures[path]?._def.inputs?.[0] as { meta?: () => Record<string, unknown> | undefined };
  const meta = input?.meta?.() ?? {};
  return Object.fromEntries(Object.entries(meta).filter(([word]) => word === 'oneOf' || word === 'anyOf'));
}

/**
 * The rules across fields an input states in its meta (`refusedWhen`, packages/domain/src/schemas/fields.ts):
 * checks JSON Schema cannot express, which the document therefore says in the operation's description.
 */
export function refusedWhenOf(path: string, router: { _def: { procedures: object } } = appRouter): string[] {
  const procedures = router._def.procedures as Record<string, { _def: { inputs?: unknown[] } }>;
  const input = procedures[path]?._def.inputs?.[0] as { meta?: () => Record<string, unknown> | undefined };
  const rules = input?.meta?.()?.refusedWhen;
  return Array.isArray(rules) ? rules.map(String) : [];
}

/** Admin and finance operations also take an integrator's API key, except managing the keys themselves. */
export const acceptsApiKey = (access: ProcedureAccess | undefined) =>
  access?.tier === 'admin' && !access.sessionOnly;
