// The exports of the shared libraries that the store's code may import (SharedExportsPlugin): every build provides
// these and no more. RxJS in full is 13.6 KB of brotli; this part of it 5.5 KB.
export const sharedExports = {
  rxjs: [
    'BehaviorSubject',
    'Observable',
    'Subject',
    'Subscription',
    'catchError',
    'debounceTime',
    'distinctUntilChanged',
    'filter',
    'firstValueFrom',
    'from',
    'map',
    'merge',
    'of',
    'switchMap',
    'take',
    'throwError',
    'timeout',
  ],
};
