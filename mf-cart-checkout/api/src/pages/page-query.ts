import { pageRequestParams } from '@storefront/platform';
import { z } from 'zod';

/**
 * The query of a page request as checkout's pages read it: the gateway's `_fallback=1` asks for the no-JavaScript
 * fallback. The shell's other page parameters are not ours and are dropped.
 */
export const pageQuery = z.object({ [pageRequestParams.fallback]: z.string().optional() });

export const wantsFallback = (query: z.output<typeof pageQuery>) => query[pageRequestParams.fallback] === '1';
