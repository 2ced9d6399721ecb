import type { ReactNode } from 'react';
import { Button, usePhrase } from '@storefront/platform';
import { useWriteGate } from './write-gate';

export interface ShareOpenerProps {
  /** The form is open: it shows instead of the button. */
  isOpen: boolean;
  /** Opens the form, once the write gate lets the member through. */
  onOpen(): void;
  /** Phrase keys: the button's words, and why a visitor is asked to log in. */
  texts: { share: string; loginRequired: string };
  /** The form. */
  children: ReactNode;
  /** What the button is described by, where its words alone do not say what it is for (which comment it answers). */
  describedBy?: string;
}

/**
 * A section's "Share …" button, which opens its form through the write gate (a visitor logs in, a member without a
 * social profile makes one, first), or the form once open; nothing where the member cannot write at all.
 */
export function ShareOpener({ isOpen, onOpen, texts, children, describedBy }: ShareOpenerProps) {
  const t = usePhrase();
  const gate = useWriteGate();
  if (!gate.canWrite) return null;
  if (isOpen) return <>{children}</>;
  return (
    <Button variant="secondary" aria-describedby={describedBy} onClick={() => gate.request(onOpen, t(texts.loginRequired))}>
      {t(texts.share)}
    </Button>
  );
}
