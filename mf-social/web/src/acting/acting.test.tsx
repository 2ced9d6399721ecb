import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePhrase } from '@storefront/platform';
import { aMember, anHttpError } from '@storefront/platform/testing';
import { refusalOf } from '../forms/refusal';
import { givenMember } from '../testing/app-shell-data';
import { axeViolations } from '../testing/axe';
import { settle } from '../testing/fake-http';
import { renderWithSocial } from '../testing/render-with-social';
import { ActingProfileChoice } from './acting-profile-choice';
import ImpersonateButton from './impersonate-button';
import { ImpersonateSlot } from './impersonate-slot';

const desk = { profileId: '5b0f8a52-7d1e-4c5a-9f0e-2a6c3b1d4e5f', name: 'The Beauty Desk', alias: 'beauty-desk' };
const brand = { profileId: '9c1e2d3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f', name: 'Glow Brand', alias: 'glow' };
const asMyself = { authorizedProfiles: [desk, brand], onBehalfOf: null, isImpersonating: false };

const clearCookie = () => {
  document.cookie = 'SocialOnBehalfOf=; Path=/; Max-Age=0';
};

describe('whom a member writes as', () => {
  beforeEach(() => {
    givenMember();
    clearCookie();
  });

  test('nothing shows for a member who may write as themself only', () => {
    const { container } = renderWithSocial(<ActingProfileChoice acting={{ authorizedProfiles: [], onBehalfOf: null, isImpersonating: false }} />);
    expect(container.innerHTML).toBe('');
  });

  test('an agent chooses a profile and Use: the cookie names it and the page is read again; choosing themself takes it away', () => {
    const reload = jest.fn();
    const { unmount } = renderWithSocial(<ActingProfileChoice acting={asMyself} reload={reload} />);
    expect(screen.getByText('You write as yourself.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Myself' }) as HTMLInputElement).checked).toBe(true);
    // Use with the choice unchanged changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: 'Glow Brand (@glow)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    expect(document.cookie).toContain(`SocialOnBehalfOf=${brand.profileId}`);
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();

    renderWithSocial(<ActingProfileChoice acting={{ ...asMyself, onBehalfOf: brand }} reload={reload} />);
    expect(screen.getByText('You write as Glow Brand (@glow): what you write, share and follow shows as the profile’s.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Glow Brand (@glow)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    expect(document.cookie).not.toContain('SocialOnBehalfOf');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('an administrator acting as a profile is told so, and stops: the server clears the cookie, then the page is read again', async () => {
    const reload = jest.fn();
    const { last } = renderWithSocial(<ActingProfileChoice acting={{ authorizedProfiles: [], onBehalfOf: desk, isImpersonating: true }} reload={reload} />);
    expect(screen.getByRole('heading', { name: 'You are acting as another profile' })).toBeTruthy();
    expect(screen.getByText('As an administrator you act as The Beauty Desk (@beauty-desk): what you write shows as the profile’s.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop acting as the profile' }));
    const stop = last('/api/my/social/profile/stop-impersonate');
    expect(reload).not.toHaveBeenCalled();
    await act(async () => stop.answer({ profile: null, authorizedProfiles: [], onBehalfOf: null, isImpersonating: false }));
    await act(settle);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a failed stop says so and leaves the page as it is', async () => {
    const reload = jest.fn();
    const { last } = renderWithSocial(<ActingProfileChoice acting={{ authorizedProfiles: [], onBehalfOf: desk, isImpersonating: true }} reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop acting as the profile' }));
    await act(async () => last('/api/my/social/profile/stop-impersonate').fail(503));
    await act(settle);
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(reload).not.toHaveBeenCalled();
  });

  test('the choice has no axe violations', async () => {
    renderWithSocial(<ActingProfileChoice acting={asMyself} />);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('an administrator acts as another’s profile', () => {
  test('only administrators are offered it, once the page shows', async () => {
    givenMember();
    const { unmount } = renderWithSocial(<ImpersonateSlot profileId={desk.profileId} />);
    await act(settle);
    expect(screen.queryByRole('button', { name: 'Act as this profile' })).toBeNull();
    unmount();
    givenMember({ currentUser: aMember({ isAdmin: true }) });
    renderWithSocial(<ImpersonateSlot profileId={desk.profileId} />);
    expect(await screen.findByRole('button', { name: 'Act as this profile' })).toBeTruthy();
  });

  test('the profile is asked for, then the administrator is led to their profile page, where they can stop', async () => {
    givenMember({ currentUser: aMember({ isAdmin: true }) });
    const go = jest.fn();
    const { last } = renderWithSocial(<ImpersonateButton profileId={desk.profileId} go={go} />);
    fireEvent.click(screen.getByRole('button', { name: 'Act as this profile' }));
    const asked = last('/api/my/social/profile/impersonate');
    expect(asked.body).toEqual({ profileId: desk.profileId });
    await act(async () => asked.answer({ profile: null, authorizedProfiles: [], onBehalfOf: desk, isImpersonating: true }));
    await act(settle);
    expect(go).toHaveBeenCalledWith('/social/my-profile');
  });
});

test('every form words the refusal of a profile the member may no longer write as', () => {
  givenMember();
  function Refused() {
    const t = usePhrase();
    return <p>{refusalOf(anHttpError(403, { error: { code: 'not_authorized_for_profile', message: 'server words' } }), t, { posting_limit: '/x' }).message}</p>;
  }
  render(<Refused />);
  expect(screen.getByText('You may no longer write as that profile. Nothing was sent; send it again and it goes out as yourself.')).toBeTruthy();
});
