import type { Response } from 'express';

/** An answer that differs by reader (their marks, their follows, their own posts): no shared cache may keep it. */
export const personal = (res: Response): void => {
  res.setHeader('Cache-Control', 'private, no-store');
};
