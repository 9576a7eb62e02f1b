/**
 * The app's translator: reads the i18next JSON format the translation files are written in (nested keys,
 * `{{value}}` and `{{value, format}}`, plural forms `_one` / `_other` chosen by the language's CLDR rules,
 * `$t(key)`, `namespace:key`), and nothing else. It replaced i18next, of which the app used only this much,
 * because i18next's 17 KB gzipped in every public first load was what kept pages above their 110 KB budget
 * (docs/decisions/024-own-translator.md). The files stay in i18next's format, so translation tools still read
 * them.
 *
 * Lookup order, as i18next's: each key given, in each namespace asked for and then the fallback namespaces, in
 * the page's language and then English. A key found nowhere is answered as itself (the screens command
 * reports raw keys on a page).
 */
export type Texts = { readonly [key: string]: string | Texts };
export type TOptions = {
  readonly count?: number;
  /** The text when the key is found nowhere (filled like a found text), instead of the key itself. */
  readonly defaultValue?: string;
  readonly ns?: string | readonly string[];
  readonly [value: string]: unknown;
};
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;
/** Turns an interpolated value into text; `format` is what follows the comma in `{{value, format}}`. */
export type Formatter = (value: unknown, format: string | undefined, language: string) => unknown;

type Config = {
  /** Every namespace there is: `ns:key` names one of these, anything else with a colon is a plain key. */
  namespaces: readonly string[];
  defaultNS: string;
  fallbackNS: readonly string[];
  fallbackLng: string;
  /** The texts of one namespace in one language (a chunk fetched on demand, or texts shipped in the entry). */
  load: (language: string, namespace: string) => Promise<Texts>;
  format: Formatter;
};

const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;
const NESTED = /\$t\(([^)]+)\)/g;
const rules = new Map<string, Intl.PluralRules>();
const pluralForm = (language: string, count: number) => {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    rules.set(language, found);
  }
  return found.select(count);
};

function textAt(texts: Texts | undefined, path: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(options: TOptions, path: string): unknown {
  let node: unknown = options;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export class Translator {
  language: string;
  isInitialized = false;
  readonly options: { readonly defaultNS: string };
  private readonly texts = new Map<string, Texts>();
  /** Namespaces asked for in any language: a change of language loads all of them before it is made. */
  private readonly wanted = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Loads that failed: the namespace counts as settled (a screen shows keys, not a spinner forever). */
  private readonly failed = new Set<string>();
  private readonly listeners = new Set<(language: string) => void>();
  private changingTo: string | undefined;

  constructor(private readonly config: Config) {
    this.language = config.fallbackLng;
    this.options = { defaultNS: config.defaultNS };
  }

  /** Texts shipped with the entry, known without a fetch. */
  addTexts(language: string, namespace: string, texts: Texts) {
    this.texts.set(`${language}/${namespace}`, texts);
    this.wanted.add(namespace);
  }

  async init(language: string, namespaces: readonly string[]): Promise<void> {
    this.language = language;
    await this.loadNamespaces(namespaces);
    this.isInitialized = true;
  }

  /** The page's language and English, for each namespace; resolves once all are in (or failed). */
  loadNamespaces(namespaces: string | readonly string[], language = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const codes = [...new Set([language, this.config.fallbackLng])];
    return Promise.all(
      list.flatMap((namespace) => {
        this.wanted.add(namespace);
        return codes.map((code) => this.loadOne(code, namespace));
      }),
    ).then(() => undefined);
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const key = `${language}/${namespace}`;
    if (this.texts.has(key)) return Promise.resolve();
    let found = this.loading.get(key);
    if (!found) {
      this.failed.delete(key);
      found = this.config.load(language, namespace).then(
        (texts) => {
          this.texts.set(key, texts);
          this.loading.delete(key);
        },
        () => {
          this.failed.add(key);
          this.loading.delete(key);
        },
      );
      this.loading.set(key, found);
    }
    return found;
  }

  hasLoadedNamespace(namespace: string): boolean {
    return [this.language, this.config.fallbackLng].every(
      (code) => this.texts.has(`${code}/${namespace}`) || this.failed.has(`${code}/${namespace}`),
    );
  }

  /** Switches once every namespace in use is loaded in the new language, then tells the listeners. */
  async changeLanguage(language: string): Promise<void> {
    this.changingTo = language;
    await this.loadNamespaces([...this.wanted], language);
    if (this.changingTo !== language || this.language === language) return;
    this.language = language;
    for (const listener of [...this.listeners]) listener(language);
  }

  on(_event: 'languageChanged', listener: (language: string) => void) {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: (language: string) => void) {
    this.listeners.delete(listener);
  }

  /** A t() bound to a language, namespaces (the first is the default, `nsMode: fallback` passes them all). */
  getFixedT(language: string, namespaces?: string | readonly string[], keyPrefix?: string): TFunction {
    const own =
      namespaces === undefined
        ? [this.config.defaultNS]
        : typeof namespaces === 'string'
          ? [namespaces]
          : namespaces;
    return (key, options = {}) =>
      this.translate(language, own, keyPrefix, key, options) ?? this.missing(key, language, own, options);
  }

  t: TFunction = (key, options = {}) => this.getFixedT(this.language)(key, options);

  exists(key: string, options: TOptions = {}): boolean {
    return this.translate(this.language, [this.config.defaultNS], undefined, key, options) !== undefined;
  }

  private missing(
    key: string | readonly string[],
    language: string,
    own: readonly string[],
    options: TOptions,
  ) {
    if (options.defaultValue !== undefined) return this.fill(options.defaultValue, language, own, options);
    const last = typeof key === 'string' ? key : (key.at(-1) ?? '');
    const colon = last.indexOf(':');
    return colon > 0 && this.config.namespaces.includes(last.slice(0, colon)) ? last.slice(colon + 1) : last;
  }

  private translate(
    language: string,
    own: readonly string[],
    keyPrefix: string | undefined,
    key: string | readonly string[],
    options: TOptions,
  ): string | undefined {
    const asked = options.ns === undefined ? own : typeof options.ns === 'string' ? [options.ns] : options.ns;
    for (const each of typeof key === 'string' ? [key] : key) {
      const colon = each.indexOf(':');
      // `ns:key` names a namespace only when that namespace is known: a sentence with a colon stays a key.
      const named = colon > 0 && this.config.namespaces.includes(each.slice(0, colon));
      const namespaces = named ? [each.slice(0, colon)] : asked;
      const path = named ? each.slice(colon + 1) : each;
      const text = this.find(language, namespaces, keyPrefix ? `${keyPrefix}.${path}` : path, options.count);
      if (text !== undefined) return this.fill(text, language, own, options);
    }
    return undefined;
  }

  private find(language: string, namespaces: readonly string[], path: string, count: number | undefined) {
    const searched = [...new Set([...namespaces, ...this.config.fallbackNS])];
    const codes = [...new Set([language, this.config.fallbackLng])];
    for (const namespace of searched) {
      for (const code of codes) {
        const texts = this.texts.get(`${code}/${namespace}`);
        const text =
          (typeof count === 'number' ? textAt(texts, `${path}_${pluralForm(code, count)}`) : undefined) ??
          textAt(texts, path);
        if (text !== undefined) return text;
      }
    }
    return undefined;
  }

  /** Nested `$t(key)` first, then every `{{value}}`; a value not given is left out, as i18next does. */
  private fill(text: string, language: string, own: readonly string[], options: TOptions): string {
    const nested = text.includes('$t(')
      ? text.replace(NESTED, (_, inner: string) => this.getFixedT(language, own)(inner.trim()))
      : text;
    return nested.replace(PLACEHOLDER, (_, inside: string) => {
      const comma = inside.indexOf(',');
      const name = (comma < 0 ? inside : inside.slice(0, comma)).trim();
      const format = comma < 0 ? undefined : inside.slice(comma + 1).trim();
      const value = valueAt(options, name);
      return value === undefined ? '' : String(this.config.format(value, format, language));
    });
  }
}
