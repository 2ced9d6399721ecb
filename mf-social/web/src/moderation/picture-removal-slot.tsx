import { Suspense } from 'react';
import { lazyPart } from '@storefront/platform';
import { useShownToAdministrators } from '../ui/use-shown-to-administrators';
import type { PictureRemovalProps } from './picture-removal';

/** The buttons: a chunk of their own, loaded after the page shows, for administrators only. */
const PictureRemovalPart = lazyPart<PictureRemovalProps>(() => import(/* webpackChunkName: "picture-removal" */ './picture-removal'));

/** Taking a profile's pictures off it, for an administrator on another's profile page that shows some; nothing otherwise. */
export function PictureRemovalSlot(props: PictureRemovalProps) {
  const isShown = useShownToAdministrators();
  if (!isShown || props.pictures.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PictureRemovalPart {...props} />
    </Suspense>
  );
}
