import { demoPopulationRegister } from './address-lookup';

test('a valid Swedish personal identity number always gives the same made-up address in Sweden', async () => {
  const first = await demoPopulationRegister.addressOf('19121212-1212', 'SE');
  expect(first).toEqual({
    found: true,
    address: { firstName: expect.any(String), lastName: expect.any(String), street: expect.stringMatching(/ \d+$/), postalCode: expect.stringMatching(/^\d{3} \d{2}$/), city: expect.any(String), countryCode: 'SE' },
  });
  expect(await demoPopulationRegister.addressOf('191212121212', 'SE')).toEqual(first);
  expect(await demoPopulationRegister.addressOf(' 19121212 1212 ', 'SE')).toEqual(first);
  const other = await demoPopulationRegister.addressOf('198112189876', 'SE');
  expect(other.found).toBe(true);
  expect(other).not.toEqual(first);
});

test('an invalid number, another market, or a number the register does not know: found is false, with why', async () => {
  expect(await demoPopulationRegister.addressOf('191212121213', 'SE')).toEqual({ found: false, reason: 'invalidNumber' });
  expect(await demoPopulationRegister.addressOf('191212121212', 'NO')).toEqual({ found: false, reason: 'notInMarket' });
  expect(await demoPopulationRegister.addressOf('19900118-0000', 'SE')).toEqual({ found: false, reason: 'notFound' });
});
