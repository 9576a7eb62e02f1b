import { useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation';
import { apiErrorText, parseApiError } from '../lib/api-errors';

/** A zod schema (structurally, so this file never imports zod itself). */
export interface ZodSchema<I extends FieldValues, O> {
  _zod: { input: I; output: O };
}
/**
 * A domain schema, or a loader of one: public pages pass `() => import(...)` so zod is fetched when the
 * visitor starts on the form (preload) rather than with the page.
 */
export type SchemaSource<I extends FieldValues, O> = ZodSchema<I, O> | (() => Promise<ZodSchema<I, O>>);

/** The three things a field can get wrong, each with its own message key. */
export type ErrorKind = 'required' | 'tooLong' | 'invalid';
export type FieldMessages<F extends string> = Partial<Record<F, Partial<Record<ErrorKind, string>>>>;

/** zod's issue code (the resolver's error type) as the kind of mistake a person made. */
export function errorKind(type: string): ErrorKind {
  if (type === 'too_small' || type === 'invalid_type') return 'required';
  if (type === 'too_big') return 'tooLong';
  return 'invalid';
}

const DEFAULT_KEYS: Partial<Record<ErrorKind, string>> = {
  required: 'common.form.required',
  tooLong: 'common.form.tooLong',
};

/**
 * Replaces the schema's English messages with the form's translated ones: the field's own key for that kind
 * of mistake, else the shared one; an 'invalid' without a key of its own keeps the schema's message (it
 * names the rule, e.g. the phone format). Server errors (type 'server') are kept as they are.
 */
export function localizeErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  messages: FieldMessages<string>,
  translate: (key: string) => string,
): FieldErrors<T> {
  const localized: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(errors)) {
    const type = (error as { type?: unknown } | undefined)?.type;
    if (typeof type !== 'string' || type === 'server') {
      localized[field] = error;
      continue;
    }
    const kind = errorKind(type);
    const key = messages[field]?.[kind] ?? DEFAULT_KEYS[kind];
    localized[field] = key ? { ...error, message: translate(key) } : error;
  }
  return localized as FieldErrors<T>;
}

/** The server's per-field messages of a failed call, for the fields this form has. */
export function serverFieldErrors(error: unknown, fields: readonly string[]): Record<string, string> {
  const all = parseApiError(error).fieldErrors;
  return Object.fromEntries(Object.entries(all).filter(([field]) => fields.includes(field)));
}

const load = <I extends FieldValues, O>(source: SchemaSource<I, O>) =>
  typeof source === 'function' ? source() : Promise.resolve(source);
/** The resolver comes with the schema, not with the page: the public forms' first load stays small. */
const loadResolver = () => import('@hookform/resolvers/zod').then((m) => m.zodResolver);

interface Options<I extends FieldValues, O> {
  schema: SchemaSource<I, O>;
  defaultValues: DefaultValues<I>;
  /** Per field and kind of mistake, the message key to show (in `ns`). */
  messages?: FieldMessages<Extract<keyof I, string>>;
  ns?: string;
  /** What the form's failure box says when a save fails without a reason of the server's (key in `ns`). */
  failureKey?: string;
}

/** What a save answers when nothing was saved and the form keeps its values (a confirmation declined). */
export const KEEP_VALUES = Symbol('keep the typed values');

/**
 * A form validated by a domain zod schema (react-hook-form + zodResolver), the same rules the API applies.
 * Validation runs on submit and then on every change of a field in error. `applyServerErrors` puts the
 * per-field messages of a refused request on the fields; `errorText` is the message of one field.
 */
export function useZodForm<I extends FieldValues, O>({
  schema,
  defaultValues,
  messages,
  ns,
  failureKey = 'common.errors.network',
}: Options<I, O>) {
  const { t } = useTranslation(ns);
  const [failure, setFailure] = useState<string | null>(null);
  const latest = useRef({ t, messages: (messages ?? {}) as FieldMessages<string> });
  latest.current = { t, messages: (messages ?? {}) as FieldMessages<string> };
  const resolver = useMemo<Resolver<I, unknown, O>>(
    () => async (values, context, options) => {
      const [resolved, zodResolver] = await Promise.all([load(schema), loadResolver()]);
      const result = await zodResolver(resolved as never)(values as never, context, options as never);
      const { t: translate, messages: keys } = latest.current;
      return {
        values: result.values,
        errors: localizeErrors(result.errors as FieldErrors<I>, keys, (key) => translate(key)),
      } as Awaited<ReturnType<Resolver<I, unknown, O>>>;
    },
    [schema],
  );
  const form = useForm<I, unknown, O>({ resolver, defaultValues, reValidateMode: 'onChange' });
  const fields = Object.keys(defaultValues as object);

  function applyServerErrors(error: unknown): boolean {
    const found = Object.entries(serverFieldErrors(error, fields));
    for (const [field, message] of found) form.setError(field as Path<I>, { type: 'server', message });
    return found.length > 0;
  }

  return {
    form,
    /** Why the last save failed (the failure box of a FormDialog), or null. */
    failure,
    /**
     * The form's submit handler around a save: a valid form runs `save`; when it succeeds the form starts
     * over (unless it answers KEEP_VALUES: nothing was saved), when it fails the fields the server named get their messages and `failure` says why.
     */
    submit: (save: (values: O) => Promise<unknown>) =>
      form.handleSubmit(async (values) => {
        setFailure(null);
        try {
          // A save the person called off (declined a confirmation) keeps what they typed, to correct it.
          if ((await save(values)) !== KEEP_VALUES) form.reset(defaultValues);
        } catch (error) {
          applyServerErrors(error);
          setFailure(apiErrorText(error, t, failureKey));
        }
      }),
    /** Forgets what was typed and the last failure (a dialog being closed). */
    discard: () => {
      form.reset(defaultValues);
      setFailure(null);
    },
    errorText: (name: Path<I>) => {
      const message = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name]
        ?.message;
      return typeof message === 'string' ? message : undefined;
    },
    /** Marks the fields the server named; answers whether there were any. */
    applyServerErrors,
    /** Starts fetching a lazily loaded schema (call on the form's first focus). */
    preload: () => void Promise.all([load(schema), loadResolver()]),
  };
}
