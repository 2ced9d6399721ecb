import { defaultImageQuality, imageFormats, imageSizes } from '../../images/image-url';
import { z } from 'zod';

const namedWidths = new Set<number>(Object.values(imageSizes));

/** w (a named width only), q (1–100) and fmt (avif, webp or jpg) of an image request; anything else is a 400. */
export const imageQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((width) => namedWidths.has(width), { message: `Width must be one of ${[...namedWidths].join(', ')}` })
    .default(imageSizes.small),
  q: z.coerce.number().int().min(1).max(100).default(defaultImageQuality),
  fmt: z.enum(imageFormats).default('jpg'),
});
