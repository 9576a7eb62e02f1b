import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import i18n from './instance';
import type { TFunction } from './translator';

export type { TFunction };

/**
 * The translator's binding to React: `useTranslation(namespace?, options?)` returns `{ t, i18n, ready }` (the
 * call react-i18next made familiar, see translator.ts for why neither i18next nor it is used). What it does:
 * - re-renders on a change of language (the translator changes language only once the new language's texts
 *   are in);
 * - suspends (the default) until the named namespaces are loaded, so a screen never shows raw keys; with
 *   `useSuspense: false` it renders at once with `ready: false` and again when they arrive;
 * - `keyPrefix` prefixes every key; `nsMode: 'fallback'` looks a key up in each named namespace in turn,
 *   otherwise keys are read from the first one named (others by `ns:key`), then from the fallback namespaces.
 */
export type TranslationOptions = {
  keyPrefix?: string;
  useSuspense?: boolean;
  nsMode?: 'default' | 'fallback';
};

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language;

/** One load per language and set of namespaces at a time, so a suspended render throws the same promise. */
const loading = new Map<string, Promise<void>>();
function load(namespaces: readonly string[]): Promise<void> {
  const key = `${i18n.language}|${namespaces.join(',')}`;
  let found = loading.get(key);
  if (!found) {
    found = i18n.loadNamespaces(namespaces).finally(() => loading.delete(key));
    loading.set(key, found);
  }
  return found;
}

const isLoaded = (namespaces: readonly string[]) =>
  i18n.isInitialized && namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));

export function useTranslation(namespace?: string | readonly string[], options: TranslationOptions = {}) {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const named = namespace === undefined ? [] : typeof namespace === 'string' ? [namespace] : namespace;
  const namespaces = named.length > 0 ? named : [i18n.options.defaultNS];
  const ready = isLoaded(namespaces);
  const { keyPrefix, useSuspense = true, nsMode = 'default' } = options;
  const names = namespaces.join(',');

  useEffect(() => {
    if (ready) return;
    let current = true;
    void load(names.split(',')).then(() => {
      if (current) rerender();
    });
    return () => {
      current = false;
    };
  }, [ready, names]);

  const t: TFunction = useMemo(
    () => i18n.getFixedT(language, nsMode === 'fallback' ? names.split(',') : names.split(',')[0], keyPrefix),
    [language, names, nsMode, keyPrefix],
  );
  if (!ready && useSuspense) throw load(namespaces);
  return { t, i18n, ready };
}
