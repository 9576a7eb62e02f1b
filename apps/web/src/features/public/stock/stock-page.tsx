import { type PublicStockCar, STOCK_PAGE_SIZE } from '@samity/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { useAddress, useNavigate } from '../../../lib/navigation';
import { trpc } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useFormat } from '../../../lib/use-format';
import { usePageMeta } from '../../../lib/use-page-meta';
import { StockCard } from './stock-card';
import { StockFilters } from './stock-filters';
import {
  addressOfQuery,
  formOfAddress,
  isSearchable,
  pagesOfAddress,
  type StockQuery,
  stockPageInput,
  toStockQuery,
  withoutPages,
  withPages,
} from './stock-query';
import { StockSuggestion } from './stock-suggestion';
import './stock.css';

/**
 * A car's detail view (its dialog, the enquiry button) is not needed for the first paint: it is fetched once
 * the first cards are shown (while the buyer reads them), or on the first Details if that comes sooner.
 */
const loadDetails = () => import('./stock-details');
const StockDetails = lazy(() => loadDetails().then((m) => ({ default: m.StockDetails })));

/**
 * The car stock: search, price and year ranges, engine band and sort, all run
 * in the database by the public.stocks.search procedure, 12 cars a page. Typing settles for a moment
 * before a request goes out; an upside-down range or a box that cannot be read keeps the last results and
 * says why. The search lives in the address (replaced, not pushed, as it changes): Back from a car returns
 * to the same results, and the link opens them on another phone.
 */
export function StockPage({
  actions,
  dealer,
  heading,
}: {
  actions?: (query: StockQuery) => ReactNode;
  /** Only this dealer's cars (their member number): the stock as a section of the dealer's own page. */
  dealer?: string;
  /** The section's heading when the stock is part of another page (that page has the h1 and the title). */
  heading?: string;
} = {}) {
  const { t } = useTranslation('public');
  const { digits, number } = useFormat();
  usePageMeta(dealer ? null : t('stock.title'), t('stock.metaDescription'));
  const address = useAddress();
  const navigate = useNavigate();
  const [form, setForm] = useState(() => formOfAddress(address.search, { amount: number, digits }));
  const { query, invalid } = toStockQuery(useDebouncedValue(form, 350));
  const lastValid = useRef<StockQuery>(query);
  if (isSearchable(invalid)) lastValid.current = query;
  const applied = dealer ? { ...lastValid.current, dealer } : lastValid.current;
  const wanted = addressOfQuery(lastValid.current, new URLSearchParams(address.search).get('lang'));
  // How many pages of cards to bring back: the address's (Back from a car, a reload, a shared link), until
  // the buyer searches anew.
  const [pagesWanted, setPagesWanted] = useState(() => pagesOfAddress(address.search));
  // The address this page last wrote, and the search it last put there: another change of the address (Back,
  // a link to the stock) is followed by the form; a new search of the form's is written to the address.
  const written = useRef(address.search);
  const lastWanted = useRef(wanted);
  useEffect(() => {
    if (address.search !== written.current) {
      written.current = address.search;
      lastWanted.current = wanted;
      setForm(formOfAddress(address.search, { amount: number, digits }));
      setPagesWanted(pagesOfAddress(address.search));
      return;
    }
    if (wanted === lastWanted.current) return;
    lastWanted.current = wanted;
    if (withoutPages(address.search) === wanted) return;
    // A new search starts again at its first page.
    setPagesWanted(1);
    written.current = wanted;
    navigate(`${address.pathname}${wanted}`, { replace: true });
  }, [wanted, address.pathname, address.search, navigate, number, digits]);
  const [selected, setSelected] = useState<PublicStockCar | null>(null);
  const utils = trpc.useUtils();

  const pages = useInfiniteQuery({
    // tRPC's own key for the procedure, so utils.public.stock.invalidate() after a change reaches it.
    queryKey: getQueryKey(trpc.public.stock.search, applied, 'infinite'),
    initialPageParam: 0,
    // Unbatched, so the first page can be the response index.html already asked for (first-screen.ts).
    queryFn: ({ pageParam }) =>
      utils.client.public.stock.search.query(stockPageInput(applied, pageParam), {
        context: { skipBatch: true },
      }),
    getNextPageParam: (last, all) => (last.hasMore ? all.length * STOCK_PAGE_SIZE : undefined),
    placeholderData: keepPreviousData,
  });
  const cars = pages.data?.pages.flatMap((p) => p.entries) ?? [];
  // Every page carries the count of all matching cars; the latest page's is the freshest.
  const total = pages.data?.pages.at(-1)?.total ?? cars.length;
  const refreshing = pages.isPlaceholderData && pages.isFetching;
  const suggestion = cars.length === 0 ? pages.data?.pages.at(-1)?.suggestion : null;
  const loaded = pages.isPlaceholderData ? 0 : (pages.data?.pages.length ?? 0);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const [detailsWanted, setDetailsWanted] = useState(false);
  useEffect(() => {
    if (cars.length === 0 || detailsWanted) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(
      () =>
        void loadDetails().then(
          () => setDetailsWanted(true),
          () => undefined,
        ),
    );
  }, [cars.length, detailsWanted]);
  // The pages the address asked for, one after another.
  useEffect(() => {
    if (loaded > 0 && loaded < pagesWanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [loaded, pagesWanted, hasNextPage, isFetchingNextPage, fetchNextPage]);
  // Each page shown is counted in the address (replaced, not pushed), for Back, a reload and a shared link.
  useEffect(() => {
    if (loaded <= pagesOfAddress(address.search) || withoutPages(address.search) !== wanted) return;
    const next = withPages(wanted, loaded);
    written.current = next;
    navigate(`${address.pathname}${next}`, { replace: true });
  }, [loaded, wanted, address.pathname, address.search, navigate]);

  return (
    <section className="page">
      {heading ? <h2>{heading}</h2> : <h1>{t('stock.heading')}</h1>}
      <StockFilters form={form} onChange={setForm} invalid={toStockQuery(form).invalid} />
      {/* What other features offer for the filters shown (app/pages composes them: "Save this search"). */}
      {actions && <div className="stock-actions">{actions(applied)}</div>}
      {pages.isPending && <Spinner />}
      {pages.isError && !pages.isFetchNextPageError && <LoadError onRetry={() => void pages.refetch()} />}
      <p className="list-status" role="status">
        {pages.isSuccess &&
          !refreshing &&
          (cars.length === 0
            ? t('stock.empty')
            : t('stock.resultsCount', { count: total, number: digits(total), shown: digits(cars.length) }))}
      </p>
      {suggestion && !refreshing && (
        <StockSuggestion suggestion={suggestion} onChoose={(name) => setForm({ ...form, search: name })} />
      )}
      <ul
        className={`stock-grid${refreshing ? ' refreshing' : ''}`}
        aria-label={t('stock.heading')}
        aria-busy={refreshing}
      >
        {cars.map((car, i) => (
          <StockCard
            key={car.id}
            car={car}
            onDetails={(car) => {
              setDetailsWanted(true);
              setSelected(car);
            }}
            priority={i === 0 ? 'high' : i < 4 ? 'eager' : undefined}
          />
        ))}
      </ul>
      <div className="stock-more">
        {pages.hasNextPage && (
          <button
            type="button"
            className="button"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? t('common.loading') : t('stock.loadMore')}
          </button>
        )}
        {pages.isFetchNextPageError && (
          <p role="alert" className="error-box">
            {t('common.loadFailed')}
          </p>
        )}
        {pages.isSuccess && !pages.hasNextPage && cars.length > 0 && (
          <p className="list-status">{t('stock.allShown')}</p>
        )}
      </div>
      {/* Mounted once wanted and kept, so the dialog's closing (focus back on the card) is its own. */}
      {detailsWanted && (
        <Suspense fallback={null}>
          <StockDetails car={selected} onClose={() => setSelected(null)} />
        </Suspense>
      )}
    </section>
  );
}
