import type { TCoursePage, TPageQuery } from '@portal/contract';
import type { TDb } from '../../../db/client.ts';
import type { TCatalogueFilter } from './filter.ts';
import { filterPage } from './filter-plan.ts';
import { searchPage } from './search-plan.ts';

/**
 * One page of a listing, 1-based, in the stable listing order (level, field of study, country, id).
 * A text search's total is capped (search-plan.ts); every other total is exact, summed from the cells
 * (filter-plan.ts).
 */
export async function listPage(db: TDb, filter: TCatalogueFilter, page: TPageQuery): Promise<TCoursePage> {
  const { pageNumber, pageSize } = page;
  const offset = (pageNumber - 1) * pageSize;
  const { content, total } = filter.search
    ? await searchPage(db, filter, offset, pageSize)
    : await filterPage(db, filter, offset, pageSize);
  return {
    content,
    page: pageNumber,
    size: pageSize,
    totalElements: total,
    totalPages: Math.ceil(total / pageSize),
  };
}
