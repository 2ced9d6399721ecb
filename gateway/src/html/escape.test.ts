import { escapeHtml, jsonForScript, safeHref } from './escape';

describe('escaping', () => {
  it('escapes HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('keeps JSON in a script inert and still parseable', () => {
    const json = jsonForScript({ title: '</script><script>alert(1)</script><!--' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script><!--' });
  });

  it('lets only site-relative and http(s) links through', () => {
    expect(safeHref('/c/makeup')).toBe('/c/makeup');
    expect(safeHref('https://example.com/')).toBe('https://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.example/')).toBeNull();
  });
});
