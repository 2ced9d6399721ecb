import { Suspense, useId, useState } from 'react';
import { Button, lazyPart, usePhrase } from '@storefront/platform';
import { useWriteGate } from '../social-profile/write-gate';
import type { InvitationPanelProps } from './invitation-panel';
import './direct-messages.css';

/** The form and its request: a chunk of its own, loaded when the member means to write (the button focused or pointed at). */
const InvitationPanel = lazyPart<InvitationPanelProps>(() => import(/* webpackChunkName: "invitation-panel" */ './invitation-panel'));

/**
 * On another member's profile: "Send a message" opens (through the write gate: a visitor logs in, a member without a
 * social profile makes one first) a form for a first message, in the page, under the button. Once sent, it says so
 * with the way to the conversation, and the keyboard goes there; opened again, it offers a new form.
 */
export function ConversationInvitationForm({ profileId, displayName }: InvitationPanelProps) {
  const t = usePhrase();
  const gate = useWriteGate();
  const panelId = useId();
  const [isOpen, setOpen] = useState(false);
  const toggle = () => (isOpen ? setOpen(false) : gate.request(() => setOpen(true), t('/Social/Messages/LoginRequired')));
  const preload = () => void InvitationPanel.preload();

  if (!gate.canWrite) return null;
  return (
    <div className="o_ConversationInvitation">
      <Button variant="secondary" aria-expanded={isOpen} aria-controls={panelId} onClick={toggle} onFocus={preload} onPointerEnter={preload}>
        {t('/Social/Messages/Write')}
      </Button>
      <div id={panelId} className="o_ConversationInvitation__panel" hidden={!isOpen}>
        {/* Closed, it is gone: each opening is a fresh form. */}
        {isOpen && (
          <Suspense fallback={null}>
            <InvitationPanel profileId={profileId} displayName={displayName} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
