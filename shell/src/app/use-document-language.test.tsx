import { render } from '@testing-library/react';
import { appShell } from '@storefront/platform';
import { appShellFixture } from '../testing/shell-fixtures';
import { useDocumentLanguage } from './use-document-language';

function Language() {
  useDocumentLanguage();
  return null;
}

/** The writes to `<html lang>` while `act` renders. */
function langWrites(run: () => void): string[] {
  const observer = new MutationObserver(() => {});
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  run();
  return observer.takeRecords().map(() => document.documentElement.lang);
}

test('writes the culture into <html lang> when it differs, and leaves an equal one alone', () => {
  const data = appShellFixture();
  const culture = data.currentLanguage.culture;
  appShell.set(data);

  document.documentElement.lang = 'xx';
  expect(langWrites(() => render(<Language />).unmount())).toEqual([culture]);

  // As the server wrote it: writing it again would have the browser restyle the page.
  expect(langWrites(() => render(<Language />).unmount())).toEqual([]);
  expect(document.documentElement.lang).toBe(culture);
});
