import { act, render, screen } from '@testing-library/react';
import { appShell } from '../app-shell/app-shell-store';
import { useAppShellData } from '../app-shell/use-app-shell-data';
import type { AppShellData } from '../app-shell/types';
import { usePhrase } from './use-phrase';

function withPhrases(languagePhrases: Record<string, string>, currentTheme = 'default'): AppShellData {
  return { languagePhrases, currentTheme } as unknown as AppShellData;
}

function Greeting() {
  const t = usePhrase();
  const theme = useAppShellData()?.currentTheme ?? 'none';
  return (
    <p>
      {t('/Hello', { name: 'Ada' })}|{t('/Missing')}|{theme}
    </p>
  );
}

test('translates from the app shell phrases and follows updates', () => {
  render(<Greeting />);
  expect(screen.getByText('/Hello|/Missing|none')).toBeTruthy();

  act(() => appShell.set(withPhrases({ '/Hello': 'Hej {name}' }, 'dark')));
  expect(screen.getByText('Hej Ada|/Missing|dark')).toBeTruthy();

  act(() => appShell.set(withPhrases({ '/Hello': 'Hallo {name}' })));
  expect(screen.getByText('Hallo Ada|/Missing|default')).toBeTruthy();
});
