import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TeamFederation } from '@storefront/platform';
import federationJson from '../federation.json';
import { exposesFrom } from '@storefront/platform/build/remote-federation';

const federation: TeamFederation = federationJson;
const webRoot = path.resolve(__dirname, '..');

describe('federation.json', () => {
  test('names the account pages and the slots the shell, the header, the footer and the product page fill', () => {
    expect(Object.keys(federation.components).sort()).toEqual(
      [
        'AccountWishListPageViewModel',
        'ClubPageViewModel',
        'DetailedReceiptPageViewModel',
        'ForgotPasswordPageViewModel',
        'MonitoredProductsPageViewModel',
        'MyPagesStartPageViewModel',
        'MyProfilePageViewModel',
        'MyQRCodePageViewModel',
        'NotificationsPageViewModel',
        'OngoingOrdersPageViewModel',
        'OrderDetailsPageViewModel',
        'OrderHistoryPageViewModel',
        'ReturnOrReclaimPageViewModel',
        'SubscriptionsPageViewModel',
      ].sort(),
    );
    expect(federation.slots).toEqual({
      'header:account': './AccountButton',
      'header:wish-list': './WishListButton',
      'shell:overlays': './AccountOverlays',
      'shell:top-bar': './ImpersonationBar',
      'footer:newsletter': './NewsletterSignup',
      'product:wish-list': './WishListToggle',
      'product:monitor': './MonitorButton',
    });
  });

  test('ongoing orders and order history share one module', () => {
    expect(federation.components.OngoingOrdersPageViewModel).toBe(federation.components.OrderHistoryPageViewModel);
  });

  test.each(Object.entries(exposesFrom(federation)))('%s is %s, a source file with a default component', async (_module, file) => {
    const source = path.join(webRoot, file);
    expect(existsSync(source)).toBe(true);
    const exported = (await import(source)) as { default?: unknown };
    expect(typeof exported.default).toBe('function');
  });
});
