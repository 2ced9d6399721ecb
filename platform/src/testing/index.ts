export { anAppShellData } from './app-shell-data';
export { phraseKeysUsedIn } from './phrase-keys-used';
