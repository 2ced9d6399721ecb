export { anAppShellData } from './app-shell-data';
