import { BehaviorSubject } from 'rxjs';

/** Set once the render error recovery has run out: the app is replaced by the fatal error screen. */
export const fatalError$ = new BehaviorSubject<boolean>(false);
