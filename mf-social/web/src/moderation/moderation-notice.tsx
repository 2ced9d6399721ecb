import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppShellData } from '@storefront/platform';

export interface Moderation {
  /** The reader is an administrator: each post and answer offers "Hide". */
  isAdmin: boolean;
  /** Says `text` where the hidden thing's list begins, and leads the keyboard there (the thing itself is gone). */
  tell(text: string): void;
}

const ModerationContext = createContext<Moderation>({ isAdmin: false, tell: () => undefined });

export const useModeration = (): Moderation => useContext(ModerationContext);

/** The administrator's actions on the sections, and the one place that says what an action did. */
export function ModerationProvider({ children }: { children: ReactNode }) {
  const data = useAppShellData();
  const isAdmin = data?.currentUser.isAdmin === true && !data.isStoreDevice;
  const [notice, setNotice] = useState<{ text: string } | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const moderation = useMemo<Moderation>(() => ({ isAdmin, tell: (text) => setNotice({ text }) }), [isAdmin]);
  return (
    <ModerationContext.Provider value={moderation}>
      {isAdmin && (
        <p ref={noticeRef} className="o_ModerationNotice" role="status" tabIndex={-1} hidden={!notice}>
          {notice?.text}
        </p>
      )}
      {children}
    </ModerationContext.Provider>
  );
}
