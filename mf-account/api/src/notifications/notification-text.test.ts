import { notificationText } from './notification-text';

test('the product name is a bold part where the language puts it; the price is plain text', () => {
  expect(notificationText('en-US', '/MemberApi/Notifications/PriceDrop', { product: 'Noir Mascara', price: '$19' }, ['product'])).toEqual({
    tag: 'p',
    children: [{ text: 'The price of ' }, { text: 'Noir Mascara', bold: true }, { text: ' has dropped to $19.' }],
  });
  expect(notificationText('sv-SE', '/MemberApi/Notifications/BackInStock', { product: 'Noir Mascara' }, ['product'])).toEqual({
    tag: 'p',
    children: [{ text: 'Noir Mascara', bold: true }, { text: ' finns i lager igen.' }],
  });
});

test('values are text, never markup, whatever they contain', () => {
  const text = notificationText('de-DE', '/MemberApi/Notifications/OrderShipped', { orderNumber: '<b>1</b>{x}' }, ['orderNumber']);
  expect(text.children).toEqual([{ text: 'Deine Bestellung ' }, { text: '<b>1</b>{x}', bold: true }, { text: ' ist unterwegs zu dir.' }]);
});
