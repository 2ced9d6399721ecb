import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { appShell } from '../app-shell/app-shell-store';
import { anAppShellData } from '../testing/app-shell-data';
import { FormNeedsScript } from './form-needs-script';

test('in the first HTML, a form that needs JavaScript says so, in the shopper’s language, for browsers without it', () => {
  appShell.set(anAppShellData({}, 'sv-SE'));
  const html = renderToString(
    <form>
      <FormNeedsScript />
    </form>,
  );
  expect(html).toBe('<form><noscript><p class="p_FormNeedsScript">Det här formuläret fungerar bara med JavaScript påslaget.</p></noscript></form>');
});

test('with JavaScript the note is never shown', () => {
  appShell.set(anAppShellData({}, 'en-US'));
  const { container } = render(<FormNeedsScript />);
  expect(container.textContent).not.toContain('JavaScript turned on');
});
