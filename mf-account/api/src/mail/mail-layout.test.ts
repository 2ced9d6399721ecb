import { layOutMail } from './mail-layout';

test('text and HTML from the same parts; the HTML is a whole document with every value escaped', () => {
  const { text, html } = layOutMail({
    culture: 'en-US',
    subject: 'Hi <Ana>',
    paragraphs: ['Your "order" & more', 'Second'],
    link: { url: 'http://shop.test/x?a=1&b="2"', text: 'See <it>' },
    signature: 'Beauty Store',
  });
  expect(text).toBe('Your "order" & more\n\nSecond\n\nSee <it>: http://shop.test/x?a=1&b="2"\n\nBeauty Store');
  expect(html).toMatch(/^<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Hi &lt;Ana&gt;<\/title>/);
  expect(html).toContain('<main><h1>Hi &lt;Ana&gt;</h1><p>Your &quot;order&quot; &amp; more</p><p>Second</p>');
  expect(html).toContain('<a href="http://shop.test/x?a=1&amp;b=&quot;2&quot;">See &lt;it&gt;</a>');
  expect(html).not.toMatch(/<Ana>|<it>/);
});
