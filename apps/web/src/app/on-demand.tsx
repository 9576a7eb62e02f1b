import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '../components/spinner';

/** A component whose code is fetched the first time it renders, and its fetch to start ahead of that. */
export type OnDemand<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A component kept out of its page's first load: what a screen shows only after a click (a tab, a form
 * for a first login) would otherwise be downloaded and parsed before the first useful content on a slow phone.
 * A spinner stands in while the code arrives; preload() fetches it early (e.g. once the page has settled).
 */
export function onDemand<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then((module) => ({ default: pick(module) }));
    return loading;
  };
  const Lazy = lazy(preload);
  function OnDemandComponent(props: P) {
    return (
      <Suspense fallback={<Spinner />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(OnDemandComponent, { preload });
}
