import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { aTestBus } from '@storefront/platform/testing';
import { SocialEnvironmentContext } from '../environment/social-environment';
import { fakeHttp } from './fake-http';

/** Renders team Social's UI with an http client the test answers and a bus of its own. */
export function renderWithSocial(ui: ReactElement) {
  const fake = fakeHttp();
  const { bus, recorded } = aTestBus();
  const view = render(<SocialEnvironmentContext.Provider value={{ http: fake.http, bus }}>{ui}</SocialEnvironmentContext.Provider>);
  return { ...view, ...fake, bus, recorded };
}
