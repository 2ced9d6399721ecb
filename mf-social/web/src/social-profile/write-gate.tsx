import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAppShellData, usePhrase } from '@storefront/platform';
import { useSocialEnvironment } from '../environment/social-environment';
import { useLoginRequest } from './login-request';
import { createMyProfileStore } from './my-profile-store';
import { OnboardingDialogPart } from './onboarding-dialog-part';
import { rememberWrite, takeWrite, type ResumableWrite } from './resumed-write';

export interface WriteGate {
  /** Writing is offered: not on a store device, where the section is read-only. */
  canWrite: boolean;
  isLoggedIn: boolean;
  /**
   * Runs `write` once the shopper may write: a visitor is asked to log in (the account box opens with `loginMessage`),
   * a member without a social profile onboards first. `resumeAs` names the write to open again after the login's page
   * load (`resumed`).
   */
  request(write: () => void, loginMessage: string, resumeAs?: ResumableWrite): void;
  /** What the member set out to write as a visitor, before the login: the section opens it once, at once. */
  resumed: ResumableWrite | null;
  /** Runs `act` for a member; a visitor is asked to log in. For what needs no social profile (a helpful mark). */
  requestLogin(act: () => void, loginMessage: string): void;
  /** The member's own social profile's id once known (null for a visitor, before onboarding, or not asked yet). */
  ownProfileId: string | null;
  /** Asks for the member's own profile once (what shows their own things differently needs it); nothing for a visitor. */
  knowOwnProfile(): void;
}

const WriteGateContext = createContext<WriteGate | null>(null);

export function useWriteGate(): WriteGate {
  const gate = useContext(WriteGateContext);
  if (!gate) throw new Error('useWriteGate needs a WriteGateProvider');
  return gate;
}

/** The login and onboarding every writing part of the sections goes through, with the one onboarding dialog. */
export function WriteGateProvider({ code, children }: { code: string; children: ReactNode }) {
  const t = usePhrase();
  const { http, bus } = useSocialEnvironment();
  const data = useAppShellData();
  const { canWrite, isLoggedIn, requestLogin } = useLoginRequest();
  const memberId = isLoggedIn ? (data?.currentUser.id ?? '') : null;
  const store = useMemo(() => createMyProfileStore({ http }), [http]);
  const [pendingWrite, setPendingWrite] = useState<{ write: () => void } | null>(null);
  // Mounted from the first onboarding on, so that it animates its closing and gives the keyboard back.
  const [onboarded, setOnboarded] = useState(false);
  const [resumed] = useState(() => (isLoggedIn && canWrite ? takeWrite(code) : null));

  // Another member, or none, since the profile was asked for.
  useEffect(() => store.reset(), [store, memberId]);
  const [ownProfileId, setOwnProfileId] = useState<string | null>(null);
  useEffect(() => {
    const subscription = store.state$.subscribe((state) => setOwnProfileId(state.profile?.profileId ?? null));
    return () => subscription.unsubscribe();
  }, [store]);
  const knowOwnProfile = useCallback(() => {
    // A failure only leaves the member's own things shown as anyone's.
    if (isLoggedIn && canWrite) store.ensureLoaded().catch(() => undefined);
  }, [canWrite, isLoggedIn, store]);

  const request = useCallback(
    (write: () => void, loginMessage: string, resumeAs?: ResumableWrite) => {
      if (!isLoggedIn && resumeAs) rememberWrite(code, resumeAs);
      requestLogin(() => {
        const { status, profile } = store.getState();
        if (status === 'active' && profile) {
          write();
          return;
        }
        store.ensureLoaded().then(
          (loaded) => {
            if (loaded) return write();
            setOnboarded(true);
            setPendingWrite({ write });
          },
          () => bus.emit('toast:show', { message: t('/Errors/Unknown'), kind: 'error' }),
        );
      }, loginMessage);
    },
    [bus, code, isLoggedIn, requestLogin, store, t],
  );

  const gate = useMemo<WriteGate>(
    () => ({ canWrite, isLoggedIn, request, requestLogin, resumed, ownProfileId, knowOwnProfile }),
    [canWrite, isLoggedIn, request, requestLogin, resumed, ownProfileId, knowOwnProfile],
  );
  return (
    <WriteGateContext.Provider value={gate}>
      {children}
      {canWrite && isLoggedIn && onboarded && (
        <Suspense fallback={null}>
          <OnboardingDialogPart
            isOpen={pendingWrite !== null}
            store={store}
            onClose={() => setPendingWrite(null)}
            onDone={() => {
              setPendingWrite(null);
              pendingWrite?.write();
            }}
          />
        </Suspense>
      )}
    </WriteGateContext.Provider>
  );
}

/** `children` under the write gate above them, or under one of their own (`code`) where there is none (a list of posts). */
export function WithWriteGate({ code, children }: { code: string; children: ReactNode }) {
  return useContext(WriteGateContext) ? <>{children}</> : <WriteGateProvider code={code}>{children}</WriteGateProvider>;
}
