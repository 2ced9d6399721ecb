import { useAppShellData } from '@storefront/platform';
import { NewsletterForm } from './newsletter-form';

/**
 * Slot 'footer:newsletter': the signup, except on store devices and for members already subscribed
 * to both e-mail and text.
 */
export default function NewsletterSignup() {
  const data = useAppShellData();
  if (!data || data.isStoreDevice) return null;
  const isMember = data.currentUser.isLoggedIn;
  if (isMember && data.isSubscribedToBoth) return null;
  return <NewsletterForm isMember={isMember} />;
}
