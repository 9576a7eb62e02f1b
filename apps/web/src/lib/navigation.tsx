import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { type BaseLocationHook, useLocation } from 'wouter';

/** The address the app shows, and how it was reached. */
export interface Address {
  pathname: string;
  /** '?…' or ''. */
  search: string;
  /** '#…' or ''. */
  hash: string;
  /** Reached by Back or Forward (or the first load): the browser, not the page, decides where it scrolls. */
  pop: boolean;
}

const read = (pop: boolean): Address => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  pop,
});

/**
 * The browser's address, kept from the module's first load on, so that a navigation made before the app's
 * provider subscribes (a Redirect runs in a layout effect, before its parents' effects) is not missed.
 */
let current = read(true);
const listeners = new Set<() => void>();

function changed(pop: boolean) {
  const next = read(pop);
  if (next.pathname === current.pathname && next.search === current.search && next.hash === current.hash)
    return;
  current = next;
  for (const listener of listeners) listener();
}

// Back and Forward (and a link to a fragment of the page) are the browser's; wouter's history calls are told
// by the events it dispatches for pushState and replaceState (anything else calling them is heard too).
window.addEventListener('popstate', () => changed(true));
window.addEventListener('hashchange', () => changed(true));
window.addEventListener('pushState', () => changed(false));
window.addEventListener('replaceState', () => changed(false));

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}) {
  window.history[replace ? 'replaceState' : 'pushState'](state, '', to);
  changed(false);
}

const AddressContext = createContext<Address>(current);

/**
 * Holds the address in React state and changes it inside startTransition, as React Router did: a navigation
 * to a page whose code has not arrived yet leaves the page being left on screen until the next one is ready,
 * instead of showing the Suspense fallback (the header frame) in between. wouter's own location hook reads
 * the address with useSyncExternalStore, whose updates cannot be a transition.
 */
export function AddressProvider({ children }: { children: ReactNode }) {
  const [address, setAddress] = useState(current);
  useEffect(() => {
    const update = () => startTransition(() => setAddress(current));
    listeners.add(update);
    // A change between the first render and this effect (a redirect of the first page).
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return <AddressContext.Provider value={address}>{children}</AddressContext.Provider>;
}

/** The address with its query, fragment and how it was reached (wouter's useLocation gives the path only). */
export function useAddress(): Address {
  return useContext(AddressContext);
}

/** wouter's location hook (`<Router hook>`): the path and navigate, from the address in React state. */
export const useTransitionLocation: BaseLocationHook & { searchHook: () => string } = Object.assign(
  () => [useContext(AddressContext).pathname, navigate] as [string, typeof navigate],
  { searchHook: () => useContext(AddressContext).search },
);

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

/**
 * The query as URLSearchParams, and a setter that replaces it (the fragment goes, as before). Read from the
 * address as the browser has it: wouter's own hook first decodes the query with decodeURI, so a text that
 * holds '%41' would come back as 'A'.
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { pathname, search } = useAddress();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const query = new URLSearchParams(typeof next === 'function' ? next(params) : next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [pathname, params],
  );
  return [params, set];
}

/** navigate(to, { replace, state }): a path with its query and fragment, as a link's `to`. */
export function useNavigate() {
  return useLocation()[1];
}
