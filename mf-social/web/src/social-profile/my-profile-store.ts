import { BehaviorSubject, type Observable } from 'rxjs';
import type { HttpClient } from '@storefront/platform';
import type { SocialProfile } from '../../../contract/social-profile';
import { activateMySocialProfile, getMySocialProfile } from './profile-requests';

export interface MyProfileState {
  /** 'unknown' until asked; 'none' before onboarding. */
  status: 'unknown' | 'loading' | 'none' | 'active';
  profile: SocialProfile | null;
}

/** What onboarding said no to, for the dialog to word; 'unknown' is anything else (`/Errors/Unknown`). */
export type OnboardingRefusal = 'unavailableAlias' | 'invalidAlias' | 'unknown';

export class OnboardingRefused extends Error {
  override readonly name = 'OnboardingRefused';
  constructor(readonly refusal: OnboardingRefusal) {
    super(`Onboarding refused: ${refusal}`);
  }
}

export interface MyProfileStore {
  readonly state$: Observable<MyProfileState>;
  getState(): MyProfileState;
  /** The member's profile, asked once (null before onboarding); for members only. */
  ensureLoaded(): Promise<SocialProfile | null>;
  /** Onboarding: rejects with OnboardingRefused, or with the failed call. */
  activate(choice: { displayName: string; alias: string }): Promise<SocialProfile>;
  /** Forget it (another member, or none, is logged in now). */
  reset(): void;
}

/** The logged-in member's own social profile: whether they must onboard before writing. */
export function createMyProfileStore({ http }: { http: Pick<HttpClient, 'get' | 'post'> }): MyProfileStore {
  const state$ = new BehaviorSubject<MyProfileState>({ status: 'unknown', profile: null });
  let loading: Promise<SocialProfile | null> | null = null;
  const settle = (profile: SocialProfile | null) => {
    state$.next({ status: profile ? 'active' : 'none', profile });
    return profile;
  };

  function ensureLoaded(): Promise<SocialProfile | null> {
    const { status, profile } = state$.getValue();
    if (status === 'active' || status === 'none') return Promise.resolve(profile);
    if (!loading) {
      state$.next({ status: 'loading', profile: null });
      loading = getMySocialProfile(http).then(settle, (error: unknown) => {
        state$.next({ status: 'unknown', profile: null });
        throw error;
      });
      void loading.finally(() => (loading = null)).catch(() => undefined);
    }
    return loading;
  }

  async function activate(choice: { displayName: string; alias: string }): Promise<SocialProfile> {
    const outcome = await activateMySocialProfile(http, choice);
    if ('refusal' in outcome && outcome.refusal !== 'alreadyActivated') throw new OnboardingRefused(outcome.refusal);
    // Onboarded already (another tab), or no profile in the answer: the server's profile is the truth.
    const profile = 'profile' in outcome && outcome.profile ? outcome.profile : await getMySocialProfile(http);
    if (!profile) throw new OnboardingRefused('unknown');
    settle(profile);
    return profile;
  }

  return {
    state$: state$.asObservable(),
    getState: () => state$.getValue(),
    ensureLoaded,
    activate,
    reset: () => {
      loading = null;
      state$.next({ status: 'unknown', profile: null });
    },
  };
}
