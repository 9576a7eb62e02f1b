import { SaveSearchButton } from '../../features/public/alerts/save-search-button';
import { StockPage } from '../../features/public/stock/stock-page';

/** /Stocklist: the stock, with "Save this search" for the filters it shows (the sort is not a filter). */
export function StocklistPage() {
  return <StockPage actions={({ sort: _sort, ...filters }) => <SaveSearchButton filters={filters} />} />;
}
