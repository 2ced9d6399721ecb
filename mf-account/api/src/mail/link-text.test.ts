import { escapeHtml } from './escape-html';
import { linkedText } from './link-text';

test('escapeHtml makes text safe in content and in quoted attributes', () => {
  expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

test('http and https addresses become links, trailing punctuation stays text, the rest is escaped', () => {
  expect(linkedText('Go to https://shop.test/a?b=1&c=2, now.')).toBe(
    'Go to <a href="https://shop.test/a?b=1&amp;c=2">https://shop.test/a?b=1&amp;c=2</a>, now.',
  );
  expect(linkedText('(http://x.test/y) <i>')).toBe('(<a href="http://x.test/y">http://x.test/y</a>) &lt;i&gt;');
  expect(linkedText('javascript:alert(1) ftp://x.test data:text/html,<b>')).toBe('javascript:alert(1) ftp://x.test data:text/html,&lt;b&gt;');
  expect(linkedText('https://a.test/"onmouseover="x')).toBe('<a href="https://a.test/">https://a.test/</a>&quot;onmouseover=&quot;x');
});
