import type { Request } from 'express';

/** The browser reached the gateway over https, as the gateway says (`X-Forwarded-Proto`; team servers are not public). */
export const reachedOverHttps = (req: Request): boolean => req.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
