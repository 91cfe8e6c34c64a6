import type { TDatabase } from '../../db/client.ts';
import { createPageCache, type TPageCacheBounds } from '../../lib/page-cache.ts';
import { forgetCells, type TCatalogueFilter } from './listing/index.ts';

/** Migration 0009 notifies this channel once per statement that changes universities, courses or intakes. */
export const CATALOGUE_CHANNEL = 'portal_catalogue';

/**
 * The catalogue's answers kept in memory (page-cache.ts) and the cell counts (listing/cell-counts.ts), both
 * dropped whenever the catalogue changes: on a notification from any process writing to this database
 * (the seed, SQL by hand, another instance), and on a resync after the listening connection was lost
 * (changes may have been missed). On PGlite a notification is delivered before the writing statement's
 * promise settles; on PostgreSQL it arrives on the listening connection just after the commit.
 */
export async function watchCataloguePages(database: TDatabase, bounds?: TPageCacheBounds) {
  const pages = createPageCache(bounds);
  const changed = () => {
    forgetCells(database.db);
    pages.invalidate();
  };
  const stop = await database.listen(CATALOGUE_CHANNEL, {
    onMessage: changed,
    // A lost listener may miss changes: keep nothing until it is back and everything is dropped.
    onLost: () => {
      forgetCells(database.db);
      pages.suspend();
    },
    onResync: () => {
      forgetCells(database.db);
      pages.resume();
    },
  });
  return { pages, stop };
}

/** A page of a listing's key in the page cache: the normalized filter, page number and size. */
export function listingKey(filter: TCatalogueFilter, page: { pageNumber: number; pageSize: number }) {
  const { levels, fieldsOfStudy, countries, search } = filter;
  return JSON.stringify([
    'listing',
    levels,
    fieldsOfStudy,
    countries,
    search ?? null,
    page.pageNumber,
    page.pageSize,
  ]);
}
