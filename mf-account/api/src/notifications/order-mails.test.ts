import { orderConfirmationMail } from './order-mails';

test('the confirmation mail links to the order confirmation page, in the order language', () => {
  const mail = orderConfirmationMail({ orderNumber: 'BS-1001', email: 'guest@example.com', culture: 'sv-SE' }, 'https://shop.example');
  expect(mail).toMatchObject({ to: 'guest@example.com', kind: 'order-confirmation', subject: 'Orderbekräftelse BS-1001' });
  expect(mail.text).toContain('Vi har tagit emot din order BS-1001.');
  expect(mail.text).toContain('https://shop.example/orderconfirmation/BS-1001');
  expect(mail.html).toContain('<a href="https://shop.example/orderconfirmation/BS-1001">Visa ordern</a>');
  expect(mail.html).toContain('<html lang="sv-SE">');
  expect(mail.text).toContain('Hälsningar, Beauty Store');
});

test('values in the HTML are escaped', () => {
  const mail = orderConfirmationMail({ orderNumber: '<script>"x"</script>', email: 'a@example.com', culture: 'en-US' }, 'https://shop.example');
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('&lt;script&gt;&quot;x&quot;&lt;/script&gt;');
  expect(mail.html).toContain('/orderconfirmation/%3Cscript%3E%22x%22%3C%2Fscript%3E');
});
