import { expect } from '@playwright/test';
import { sendThroughGateway } from '../send-through-gateway';
import { payloadKind } from '../xss-payloads';
import { payloadFor, type CuratedOutcome, type CuratedSession } from './curated-step';

const route = 'POST /newslettersignup/subscribe';

/**
 * A visitor's newsletter signup in the footer, with payloads as the e-mail address and phone number: the form keeps
 * them as its values, offers the address back corrected, marks it wrong and subscribes nobody. What the form does
 * not send, a script does: the server refuses both.
 */
export async function newsletterSignup({ visitor, visitorWriter, book }: CuratedSession): Promise<CuratedOutcome> {
  const email = payloadFor(book, payloadKind.doubleQuotedAttribute, `${route} body.email`, 320);
  const phoneNumber = payloadFor(book, payloadKind.javascriptUrl, `${route} body.phoneNumber`, 40);
  await visitor.goto('/');
  const signup = visitor.getByRole('region', { name: 'Nyhetsbrev' });
  // The footer's form comes to life after the first screen: until it has, a tick does not stay.
  await expect(async () => {
    await signup.getByRole('checkbox', { name: 'Via sms' }).check({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  // A misspelt mail provider, so the field offers the address back ("Menade du …@gmail.com?") with the payload in it.
  const typedEmail = `${email.text}@gmial.com`;
  await signup.getByRole('textbox', { name: 'E-post' }).fill(typedEmail);
  await signup.getByRole('textbox', { name: 'Mobilnummer' }).fill(phoneNumber.text);
  await expect(signup).toContainText(`Menade du ${email.text}@gmail.com?`);
  await signup.getByRole('button', { name: 'Prenumerera' }).click();
  await expect(signup.getByRole('textbox', { name: 'E-post' })).toHaveAttribute('aria-invalid', 'true');
  await expect(signup.locator('.a_Newsletter__success')).toBeEmpty();
  await expect(signup.getByRole('textbox', { name: 'E-post' })).toHaveValue(typedEmail);
  await expect(signup.getByRole('textbox', { name: 'Mobilnummer' })).toHaveValue(phoneNumber.text);

  const sent = await sendThroughGateway(visitorWriter, {
    method: 'POST',
    path: '/newslettersignup/subscribe',
    body: { acceptedEmail: true, acceptedSms: true, email: typedEmail, phoneNumber: phoneNumber.text },
  });
  expect(sent.ok, 'a signup with markup as its e-mail and phone number is refused').toBe(false);
  return { step: 'newsletter signup', covers: [email.into, phoneNumber.into], placed: [email, phoneNumber], shown: [] };
}
