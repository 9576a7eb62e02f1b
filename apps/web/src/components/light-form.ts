import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { parseApiError } from '../lib/api-errors';

/**
 * The public forms (both logins, the complaint) without a form library: plain inputs the browser keeps
 * (uncontrolled, read by name when needed) and the domain's zod schema, fetched when the visitor starts on
 * the form. react-hook-form (14 KB gzipped) is what the area forms use (use-zod-form.ts); on these pages it
 * would be a tenth of a first visit's script for three or five fields. The behaviour is the same: checks on
 * submit, the first field in error focused, then each changed field checked again as it is typed; the
 * server's per-field messages on their fields.
 */

/** A zod schema as these forms use it (structurally, so this file never imports zod itself). */
export interface ParsingSchema {
  safeParseAsync(
    values: unknown,
  ): Promise<
    | { success: true; data: unknown }
    | { success: false; error: { issues: { code: string; path: PropertyKey[]; message: string }[] } }
  >;
}

/** The three things a field can get wrong, each with its own message key. */
export type ErrorKind = 'required' | 'tooLong' | 'invalid';
export type FieldMessages<F extends string> = Partial<Record<F, Partial<Record<ErrorKind, string>>>>;

/** zod's issue code as the kind of mistake a person made (as use-zod-form.ts reads them). */
function errorKind(code: string): ErrorKind {
  if (code === 'too_small' || code === 'invalid_type') return 'required';
  if (code === 'too_big') return 'tooLong';
  return 'invalid';
}

const DEFAULT_KEYS: Partial<Record<ErrorKind, string>> = {
  required: 'common.form.required',
  tooLong: 'common.form.tooLong',
};

/**
 * What the form shows per field for these values: the field's own message for that kind of mistake, else
 * the shared one; an 'invalid' without a key of its own keeps the schema's message (it names the rule, e.g.
 * the phone format). The first mistake of a field only. `data` is the schema's output when all is well.
 */
export async function schemaErrors(
  schema: ParsingSchema,
  values: Record<string, unknown>,
  messages: FieldMessages<string>,
  translate: (key: string) => string,
): Promise<{ data: unknown; errors: Record<string, string> }> {
  const parsed = await schema.safeParseAsync(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    const kind = errorKind(issue.code);
    const key = messages[field]?.[kind] ?? DEFAULT_KEYS[kind];
    errors[field] = key ? translate(key) : issue.message;
  }
  return { data: undefined, errors };
}

type Values = Record<string, string | boolean>;

interface Options<V extends Values> {
  /** A loader of the domain's schema: zod comes with the first focus, not with the page. */
  schema: () => Promise<ParsingSchema>;
  /** Every field and its empty value (a checkbox's is false). */
  defaultValues: V;
  messages?: FieldMessages<Extract<keyof V, string>>;
  ns?: string;
}

export function useLightForm<V extends Values, O = V>({
  schema,
  defaultValues,
  messages = {},
  ns,
}: Options<V>) {
  const { t } = useTranslation(ns);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // After the first submit, each change is checked again (react-hook-form's reValidateMode 'onChange').
  const submitted = useRef(false);
  const fields = Object.keys(defaultValues);

  const read = (): V => {
    const values: Values = { ...defaultValues };
    for (const name of fields) {
      const control = formRef.current?.elements.namedItem(name);
      if (control instanceof HTMLInputElement && control.type === 'checkbox') values[name] = control.checked;
      else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
        values[name] = control.value;
    }
    return values as V;
  };
  const check = async (values: V) =>
    schemaErrors(await schema(), values, messages as FieldMessages<string>, (key) => t(key));

  const focusFirst = (inError: Record<string, string>) => {
    for (const control of Array.from(formRef.current?.elements ?? [])) {
      const name = (control as HTMLInputElement).name;
      if (name && name in inError) return (control as HTMLElement).focus();
    }
  };

  return {
    /** Spread on the <form>. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onFocus: () => void schema(),
      onInput: (event: FormEvent<HTMLFormElement>) => {
        const name = (event.target as HTMLInputElement).name;
        if (!submitted.current || !fields.includes(name)) return;
        void check(read()).then(({ errors: now }) =>
          setErrors(({ [name]: _old, ...others }) => (now[name] ? { ...others, [name]: now[name] } : others)),
        );
      },
    },
    /** Spread on a field's control: its name and empty value. */
    register: (name: Extract<keyof V, string>) =>
      typeof defaultValues[name] === 'boolean'
        ? { name, defaultChecked: defaultValues[name] as boolean }
        : { name, defaultValue: defaultValues[name] as string },
    errorText: (name: Extract<keyof V, string>): string | undefined => errors[name],
    hasErrors: Object.keys(errors).length > 0,
    isSubmitting,
    /** The form's submit handler: valid values (the schema's output) go to `save`, else the first error is focused. */
    handleSubmit:
      (save: (values: O) => Promise<unknown>, invalid?: () => void) =>
      async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        submitted.current = true;
        const { data, errors: found } = await check(read());
        setErrors(found);
        if (Object.keys(found).length > 0) {
          invalid?.();
          focusFirst(found);
          return;
        }
        setSubmitting(true);
        try {
          await save(data as O);
        } finally {
          setSubmitting(false);
        }
      },
    setError: (name: Extract<keyof V, string>, message: string) =>
      setErrors((now) => ({ ...now, [name]: message })),
    /** Marks the fields the server named; answers whether there were any. */
    applyServerErrors: (error: unknown) => {
      const found = Object.fromEntries(
        Object.entries(parseApiError(error).fieldErrors).filter(([field]) => fields.includes(field)),
      );
      setErrors((now) => ({ ...now, ...found }));
      return Object.keys(found).length > 0;
    },
    /** Empties the fields and forgets the errors (a sent complaint). */
    reset: () => {
      formRef.current?.reset();
      setErrors({});
      submitted.current = false;
    },
  };
}
