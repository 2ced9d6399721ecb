import { Subject } from 'rxjs';

/** Addresses the server reported for the page on screen (`x-actual-url`); the router shows them without loading. */
export const actualUrl$ = new Subject<string>();
