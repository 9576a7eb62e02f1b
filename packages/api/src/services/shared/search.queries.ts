import { namesAnything, readVehicleQuery, type VehicleQuery } from '@samity/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';

/** Escapes LIKE wildcards so a search for "50%" matches those characters literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The text a member (or a dealer, on the stock pages) is found by: number, name and business. Written once,
 * because the trigram index on members is built on exactly this expression and serves only it.
 */
export const memberSearchText = sql<string>`member_no || ' ' || name || ' ' || business`;

/** The text a car is found by: brand and model. The trigram index on stock_cars is built on exactly this. */
export const carSearchText = sql<string>`brand || ' ' || model`;

/**
 * A slip in a name the vocabulary does not know (a model a dealer typed, "Outlandr"): trigram word similarity
 * of the search to the car's text (pg_trgm, on PostgreSQL and PGlite alike, served by the same trigram index).
 * One word of four letters or more only: below that every similarity is a guess, and a search of several
 * words ("model 3fa") shares trigrams with every car whose text has one of them.
 */
export function similarCarText(search: string): Expression<SqlBool> | null {
  const word = search.trim();
  return word.length >= 4 && !/\s/.test(word) ? sql<SqlBool>`${carSearchText} %> ${word}` : null;
}

/**
 * The search as the vocabulary read it ("টয়োটা এক্সিও ২০১৫", "toyta axio"), or null when it names nothing it
 * knows: every kind it names must match (a brand, a model, a colour, a model year), any of several of one kind;
 * words it does not know must be in the car's brand, model or colour, or in its dealer's number, name or
 * business (`dealerIds`).
 */
export function vehicleQueryMatch<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  search: string,
  dealerIds: (word: string) => Expression<number[]>,
): Expression<SqlBool> | null {
  const read: VehicleQuery = readVehicleQuery(search);
  if (!namesAnything(read)) return null;
  const text = (name: string) => sql<SqlBool>`${carSearchText} ILIKE ${likePattern(name)}`;
  const colour = (name: string) => sql<SqlBool>`color ILIKE ${likePattern(name)}`;
  const anyOf = (conditions: Expression<SqlBool>[]) =>
    conditions.length === 1 ? conditions[0]! : eb.or(conditions);
  const all: Expression<SqlBool>[] = [];
  if (read.brands.length) all.push(anyOf(read.brands.map(text)));
  if (read.models.length) all.push(anyOf(read.models.map(text)));
  if (read.colours.length) all.push(anyOf(read.colours.map(colour)));
  if (read.years.length) all.push(sql<SqlBool>`model_year IN (${sql.join(read.years)})`);
  for (const word of read.rest) {
    all.push(eb.or([text(word), colour(word), sql<SqlBool>`member_id = ANY(${dealerIds(word)})`]));
  }
  return eb.and(all);
}

/** The names the vocabulary read in a search ("টয়োটা" is Toyota), for searches over members' businesses. */
export function vocabularyNames(search: string): string[] {
  const read = readVehicleQuery(search);
  return [...read.brands, ...read.models, ...read.colours];
}

/**
 * The LIKE pattern a saved search (a buyer alert) is matched by, in SQL over every saved search at once. A
 * search the vocabulary reads as one brand, one model or one of each and nothing else ("টয়োটা এক্সিও", "toyta")
 * is kept as the English names in that order ("%Toyota%Axio%"), so the Toyota Axios listed later match it;
 * any other search is matched as typed.
 */
export function alertSearchPattern(search: string): string {
  const read = readVehicleQuery(search);
  const names = [...read.brands, ...read.models];
  const onlyNames =
    names.length > 0 &&
    read.brands.length <= 1 &&
    read.models.length <= 1 &&
    read.colours.length + read.years.length + read.rest.length === 0;
  if (!onlyNames) return likePattern(search);
  return `%${names.map((name) => name.replace(/[\\%_]/g, (c) => `\\${c}`)).join('%')}%`;
}
