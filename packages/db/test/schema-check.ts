import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import ts from 'typescript';
import type { Db } from '../src';

/**
 * The Kysely interface of packages/db/src/schema/ and a migrated database, described alike, so that a test can
 * compare them column by column: which columns each table has, the kind of value a select returns (number,
 * string, boolean, Date, JSON), whether it may be null, whether an insert may leave it out, and the values a
 * text column of literal types may hold.
 */
export interface ColumnShape {
  kind: 'number' | 'string' | 'boolean' | 'Date' | 'json';
  nullable: boolean;
  /** The insert may leave it out (Generated / a default) or must (GeneratedAlways: the database fills it). */
  insert: 'required' | 'optional' | 'never';
  /** The values a literal union ('active' | 'deceased') or a CHECK (x IN (...)) allows; null: any. */
  values: string[] | null;
}
export type TableShapes = Map<string, Map<string, ColumnShape>>;

export const SCHEMA_INDEX = fileURLToPath(new URL('../src/schema/index.ts', import.meta.url));

/** Reads interface Database of the schema, with `replace` standing in for some files' text (a drift test). */
export function declaredTables(replace: Record<string, string> = {}): TableShapes {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => replace[file] ?? readFile(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    replace[file] !== undefined
      ? ts.createSourceFile(file, replace[file], language)
      : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([SCHEMA_INDEX], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(SCHEMA_INDEX);
  if (!source) throw new Error(`cannot read ${SCHEMA_INDEX}`);
  const database = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'Database',
  );
  if (!database) throw new Error('schema/index.ts declares no interface Database');
  const tables: TableShapes = new Map();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(database))) {
    const columns = new Map<string, ColumnShape>();
    const tableType = checker.getTypeOfSymbolAtLocation(table, database);
    for (const column of checker.getPropertiesOfType(tableType))
      columns.set(column.name, columnShape(checker, checker.getTypeOfSymbolAtLocation(column, database)));
    tables.set(table.name, columns);
  }
  return tables;
}

/**
 * Kysely's ColumnType<S, I, U> is an object with __select__ and __insert__; a plain type is all three. A
 * union may hold one (`Timestamp | null`): its other members count for select and insert alike.
 */
function columnShape(checker: ts.TypeChecker, type: ts.Type): ColumnShape {
  const members = (t: ts.Type) => (t.isUnion() ? t.types : [t]);
  const part = (t: ts.Type, name: string) => {
    const symbol = t.getProperty(name);
    return symbol?.valueDeclaration ? checker.getTypeOfSymbolAtLocation(symbol, symbol.valueDeclaration) : t;
  };
  const select = members(type).flatMap((m) => members(part(m, '__select__')));
  const insert = members(type).flatMap((m) => members(part(m, '__insert__')));
  const has = (list: ts.Type[], flag: ts.TypeFlags) => list.some((m) => (m.flags & flag) !== 0);
  const selected = select.filter((m) => !(m.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  const kinds = new Set(selected.map((m) => kindOf(checker, m)));
  if (kinds.size !== 1) throw new Error(`a column of type ${checker.typeToString(type)} has no one kind`);
  const literals = selected.filter((m) => m.isStringLiteral()).map((m) => (m as ts.StringLiteralType).value);
  // `unknown | null` is unknown: a JSON column, null and left out alike.
  const json = kinds.has('json');
  return {
    kind: [...kinds][0] as ColumnShape['kind'],
    nullable: json || has(select, ts.TypeFlags.Null),
    insert: insert.every((m) => m.flags & ts.TypeFlags.Never)
      ? 'never'
      : json || has(insert, ts.TypeFlags.Undefined)
        ? 'optional'
        : 'required',
    values: literals.length > 0 && literals.length === selected.length ? literals.sort() : null,
  };
}

function kindOf(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.flags & ts.TypeFlags.Unknown) return 'json';
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.StringLike) return 'string';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (type.getSymbol()?.name === 'Date') return 'Date';
  return checker.typeToString(type);
}

/** What each PostgreSQL type reads as through the drivers' parsers (src/type-parsers.ts). */
const KIND_OF_DATA_TYPE: Record<string, ColumnShape['kind']> = {
  smallint: 'number',
  integer: 'number',
  bigint: 'number',
  text: 'string',
  'character varying': 'string',
  date: 'string',
  numeric: 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  jsonb: 'json',
};

/** The public tables of a migrated database, less Kysely's own migration bookkeeping. */
export async function databaseTables(db: Db): Promise<TableShapes> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: 'YES' | 'NO';
    has_default: boolean;
    check_values: string | null;
  }>`SELECT c.table_name, c.column_name, c.data_type, c.is_nullable,
      (c.column_default IS NOT NULL OR c.is_identity = 'YES') AS has_default,
      (SELECT string_agg(pg_get_constraintdef(k.oid), ' AND ') FROM pg_constraint k
        JOIN pg_class t ON t.oid = k.conrelid AND t.relname = c.table_name
        JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = 'public'
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attname = c.column_name
        WHERE k.contype = 'c' AND k.conkey = ARRAY[a.attnum]) AS check_values
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name NOT LIKE 'kysely_%'
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables: TableShapes = new Map();
  for (const row of rows) {
    const kind = KIND_OF_DATA_TYPE[row.data_type];
    if (!kind) throw new Error(`${row.table_name}.${row.column_name}: no kind known for ${row.data_type}`);
    const columns = tables.get(row.table_name) ?? new Map<string, ColumnShape>();
    columns.set(row.column_name, {
      kind,
      nullable: row.is_nullable === 'YES',
      insert: row.has_default ? 'optional' : 'required',
      values: allowedValues(row.check_values),
    });
    tables.set(row.table_name, columns);
  }
  return tables;
}

/** `CHECK ((status = ANY (ARRAY['active'::text, 'deceased'::text])))` or `CHECK ((kind = 'x'::text))`. */
function allowedValues(checks: string | null): string[] | null {
  const match = checks?.match(/^CHECK \(\(\w+ = (?:ANY \(ARRAY\[(.*)\]\)|('.*'::text))\)\)$/);
  if (!match) return null;
  const list = match[1] ?? match[2] ?? '';
  return [...list.matchAll(/'((?:[^']|'')*)'::text/g)].map((m) => (m[1] ?? '').replaceAll("''", "'")).sort();
}

/**
 * Every difference that matters to a query: a table or column on one side only, another kind of value, null
 * allowed on one side only, an insert that may leave out a column the database needs, other literal values.
 * A column with a default that the interface still asks for on insert is no difference: the code may insist.
 */
export function schemaDifferences(declared: TableShapes, actual: TableShapes): string[] {
  const out: string[] = [];
  for (const table of new Set([...declared.keys(), ...actual.keys()])) {
    const want = declared.get(table);
    const have = actual.get(table);
    if (!want || !have) {
      out.push(`${table}: table ${want ? 'not in the database' : 'missing from schema/'}`);
      continue;
    }
    for (const column of new Set([...want.keys(), ...have.keys()])) {
      const name = `${table}.${column}`;
      const w = want.get(column);
      const h = have.get(column);
      if (!w || !h) {
        out.push(`${name}: column ${w ? 'not in the database' : 'missing from schema/'}`);
        continue;
      }
      if (w.kind !== h.kind) out.push(`${name}: declared ${w.kind}, the database gives ${h.kind}`);
      if (w.nullable !== h.nullable)
        out.push(`${name}: declared ${w.nullable ? '' : 'not '}nullable, the database says the opposite`);
      if (w.insert === 'optional' && !h.nullable && h.insert === 'required')
        out.push(`${name}: declared optional on insert, but NOT NULL without a default`);
      if (w.values && w.values.join('|') !== (h.values ?? []).join('|'))
        out.push(
          `${name}: declared ${w.values.join(' | ')}, the database allows ${h.values?.join(' | ') ?? 'any'}`,
        );
    }
  }
  return out;
}
