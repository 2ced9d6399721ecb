import { createContext } from 'react';

/** Retry for the remote part around it; provided by RemoteBoundary, used by the fallback. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);
