export { anAppShellData, appShellDataWithTexts, type AppShellDataFactory } from './app-shell-data';
export { phraseKeysUsedIn } from './phrase-keys-used';
export { textProblems } from './text-problems';
