export { anAppShellData, appShellDataWithTexts, givenAppShellFrom, type AppShellDataFactory } from './app-shell-data';
export { aCartLine, aCartOf } from './cart';
export { sek } from './money';
export { phraseKeysUsedIn } from './phrase-keys-used';
export { textProblems } from './text-problems';
export { aTestBus, eventsOf } from './test-bus';
export { anHttpError, fakeHttp, type FakeRequest } from './pending-http';
export { aMember } from './member';
