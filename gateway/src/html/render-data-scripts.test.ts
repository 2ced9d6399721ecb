import { documentDataIds, type AppShellData, type ShellConfig } from '@storefront/platform';
import { platformPhrasesFor } from '@storefront/platform/phrases';
import { anAppShellData } from '@storefront/platform/testing';
import { renderDataScripts } from './render-data-scripts';

const shellConfig = { remotes: [] } as unknown as ShellConfig;

function dataIn(html: string, id: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`, 's').exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

test('app shell data reads back as it was, with the culture’s phrases written once and reused', () => {
  const appShellData = anAppShellData({}, 'sv-SE');
  expect(appShellData.languagePhrases).toBe(platformPhrasesFor('sv-SE'));
  const first = renderDataScripts({ appShellData, shellConfig });
  const second = renderDataScripts({ appShellData: { ...appShellData, unreadNotificationCount: 7 }, shellConfig });
  expect(dataIn(first, documentDataIds.appShell)).toEqual(appShellData);
  expect(dataIn(second, documentDataIds.appShell)).toEqual({ ...appShellData, unreadNotificationCount: 7 });
});

test('no text in the data can end its script element, phrases included', () => {
  const hostile = '</script><script>alert(1)</script><!--';
  const plain = anAppShellData();
  const appShellData: AppShellData = {
    ...plain,
    languagePhrases: Object.freeze({ '/Hostile': hostile }),
    siteSettings: { ...plain.siteSettings, siteName: hostile },
  };
  const html = renderDataScripts({ appShellData, shellConfig, pageData: { title: hostile } });
  expect(html.match(/<\/script>/g)).toHaveLength(3);
  expect(html).not.toContain('<!--');
  expect((dataIn(html, documentDataIds.appShell) as AppShellData).languagePhrases['/Hostile']).toBe(hostile);
  expect(dataIn(html, documentDataIds.page)).toEqual({ title: hostile });
});
