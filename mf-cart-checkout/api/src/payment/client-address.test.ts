import { clientAddressKey } from './client-address';

test.each([
  ['192.0.2.17', '192.0.2.17'],
  ['::ffff:192.0.2.17', '192.0.2.17'],
  ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
  ['2001:0DB8:85a3:08d3::1', '2001:db8:85a3:8d3::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
])('%s is counted as %s', (address, key) => {
  expect(clientAddressKey(address)).toBe(key);
});

test('two addresses of one IPv6 /64 are one client; another /64 is another', () => {
  expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe(clientAddressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'));
  expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
});

test('no address, or something that is not one, gives no key', () => {
  for (const address of [undefined, '', 'unknown', '999.1.1.1', '1.2.3']) expect(clientAddressKey(address)).toBeNull();
});
