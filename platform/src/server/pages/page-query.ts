import { z } from 'zod';
import { pageRequestParams } from '../../pages/page-types';
import { accepts } from '../http/accepts';

/**
 * The query of a page's JSON (`/page/…`): the gateway's `_fallback=1` asks for the no-JavaScript rendering; whatever
 * else the address carried (campaign tags, say) is let through unread.
 */
export const pageQuery = z.object({ [pageRequestParams.fallback]: z.string().max(10).optional() }).loose();

/** The input contract of a page route that reads nothing but `_fallback`. */
export const pageInput = accepts({ query: pageQuery });

/** Whether the gateway asked for the page's no-JavaScript rendering. */
export const wantsFallback = (query: z.infer<typeof pageQuery>) => query[pageRequestParams.fallback] === '1';
