import { filter } from 'rxjs';
import type { Bus, EventName } from '@storefront/platform';

/** The events of `name` that the shopper's other tabs send. */
export const fromOtherTabs = <N extends EventName>(bus: Bus, name: N) => bus.on(name).pipe(filter((event) => event.fromOtherTab));
