import { act, render, screen } from '@testing-library/react';
import type { GiftWithPurchaseOffer } from '../../../contract/product-page';
import { anImage, givenAppShell, sek } from '../testing/fixtures';
import { givenHttpAnswers } from '../testing/http';
import { GiftOffers } from './gift-offers';

const anOffer: GiftWithPurchaseOffer = {
  id: 'gift-sheet-mask',
  name: 'Gåva: en ansiktsmask på köpet',
  minimumOrder: sek(800),
  gift: { code: '108280', name: 'Blur Glow Sheet Mask', brandName: 'Lumière', url: '/p/blur-glow-sheet-mask/108280', image: anImage() },
};

async function renderWith(offers: GiftWithPurchaseOffer[]) {
  const asked = givenHttpAnswers({ '/api/catalog/variants/100001/gwp-offers': { variantCode: '100001', offers } });
  const view = render(<GiftOffers variantCode="100001" />);
  await act(async () => {});
  return { ...view, asked };
}

test('says what the gift is and from what order value, linking to the gift', async () => {
  givenAppShell({}, 'sv-SE');
  const { asked } = await renderWith([anOffer]);
  expect(asked).toEqual(['/api/catalog/variants/100001/gwp-offers']);
  expect(screen.getByRole('region', { name: 'Gåva vid köp' })).toBeTruthy();
  const link = screen.getByRole('link', { name: 'Gåva vid köp över 800 kr: Lumière Blur Glow Sheet Mask' });
  expect(link.getAttribute('href')).toBe('/p/blur-glow-sheet-mask/108280');
});

test('without running offers there is nothing', async () => {
  givenAppShell({}, 'en-US');
  const { container } = await renderWith([]);
  expect(container.innerHTML).toBe('');
});
