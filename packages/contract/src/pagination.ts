import { z } from 'zod';
import { LIMITS } from './constants.ts';

/** 1-based paging query shared by every paged call (pageNumber, pageSize ≤ 100). */
export const ZPageQuery = z.object({
  pageNumber: z.coerce
    .number({ error: 'pageNumber must be a whole number of 1 or more' })
    .int('pageNumber must be a whole number of 1 or more')
    .min(LIMITS.firstPage, 'pageNumber must be a whole number of 1 or more')
    .default(LIMITS.firstPage),
  pageSize: z.coerce
    .number({ error: `pageSize must be a whole number from 1 to ${LIMITS.maxPageSize}` })
    .int(`pageSize must be a whole number from 1 to ${LIMITS.maxPageSize}`)
    .min(1, `pageSize must be a whole number from 1 to ${LIMITS.maxPageSize}`)
    .max(LIMITS.maxPageSize, `pageSize must be a whole number from 1 to ${LIMITS.maxPageSize}`)
    .default(LIMITS.defaultPageSize),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** `{content, page, size, totalElements, totalPages}` around any item schema. */
export const makePageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });

export type TPage<T> = {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
};
