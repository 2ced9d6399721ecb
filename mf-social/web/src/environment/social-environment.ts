import { createContext, useContext } from 'react';
import { bus, http, type Bus, type HttpClient } from '@storefront/platform';

/** What team Social's browser code uses of the page; tests bring their own. */
export interface SocialEnvironment {
  http: Pick<HttpClient, 'get' | 'post'>;
  bus: Bus;
}

const pageEnvironment: SocialEnvironment = { http, bus };

export const SocialEnvironmentContext = createContext<SocialEnvironment>(pageEnvironment);

export const useSocialEnvironment = (): SocialEnvironment => useContext(SocialEnvironmentContext);
