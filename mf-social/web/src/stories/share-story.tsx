import { Suspense, useState } from 'react';
import { Button, lazyPart, usePhrase } from '@storefront/platform';
import type { ShareStoryDialogProps } from './share-story-dialog';

/** The dialog, its form and its requests: a chunk of its own, loaded when the member means to share. */
const ShareStoryDialog = lazyPart<ShareStoryDialogProps>(() => import(/* webpackChunkName: "share-story" */ './share-story-dialog'));

/** "Share a story": the button, and the dialog once it is first pressed (it stays for its closing). */
export function ShareStory({ onShared }: { onShared(): Promise<void> | void }) {
  const t = usePhrase();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="o_Stories__share"
        onPointerEnter={() => void ShareStoryDialog.preload()}
        onFocus={() => void ShareStoryDialog.preload()}
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
      >
        {t('/Social/Stories/Share')}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <ShareStoryDialog isOpen={isOpen} onClose={() => setOpen(false)} onShared={onShared} />
        </Suspense>
      )}
    </>
  );
}
