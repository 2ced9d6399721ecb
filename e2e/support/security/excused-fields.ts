/**
 * Inventory fields that need no payload stored, each with the reason. Those marked `refused` are still sent to, and
 * the run fails if one ever takes a payload (the reason no longer holds); the others are sent nothing.
 */
export interface Excuse {
  /** The field's inventory name, or `*` + its part path for the same field on every route (`* query._fallback`). */
  field: string;
  because: string;
  refused?: boolean;
}

const passwordNeverShown = 'a password is never shown';
const challengeAnswer = 'the answer to a login or registration challenge: checked, never shown';
const forgotPassword =
  'the answer is the same for every address and shows none of it; more than 10 requests from one address in 15 ' +
  'minutes need a challenge, which a sweep would spend for the run’s forgotten-password journey';
const registration =
  'registrations from one address are throttled (issue 13, item 5), so a sweep would cost the run’s other ' +
  'registrations; a member’s e-mail address, phone number and birth date reach the same pages through the change ' +
  'of e-mail (curated) and POST /api/my/profile/update (swept)';

export const excusedFields: readonly Excuse[] = [
  {
    field: 'POST /dologin body.email',
    because:
      'a failed login counts against the address and the account (issue 13, item 4): a sweep would slow every later ' +
      'login of the run; the box shows the address only in its own field',
  },
  { field: 'POST /dologin body.password', because: passwordNeverShown },
  { field: 'POST /dologin body.recaptchaV3Token', because: challengeAnswer },
  { field: 'POST /dologin body.recaptchaV2Token', because: challengeAnswer },
  { field: 'POST /register body.email', because: registration },
  { field: 'POST /register body.password', because: passwordNeverShown },
  { field: 'POST /register body.phoneNumber', because: registration },
  { field: 'POST /register body.birthDate', because: registration },
  { field: 'POST /register body.recaptchaV3Token', because: challengeAnswer },
  { field: 'POST /register body.recaptchaV2Token', because: challengeAnswer },
  ...['POST /ForgotPasswordPage/ResetPassword', 'POST /api/forgot-password'].flatMap((route) => [
    { field: `${route} body.email`, because: forgotPassword },
    { field: `${route} body.recaptchaV3Token`, because: challengeAnswer },
    { field: `${route} body.recaptchaV2Token`, because: challengeAnswer },
  ]),
  { field: 'POST /api/forgot-password/update-password body.token', because: 'a reset link’s token: looked up, never shown' },
  { field: 'POST /api/authentication/unlock-login body.token', because: 'an unlock link’s token from a mail: looked up, never shown', refused: true },
  { field: 'POST /api/authentication/confirm-registration body.token', because: 'a confirmation link’s token from a mail: looked up, never shown', refused: true },
  { field: 'POST /api/forgot-password/update-password body.password', because: passwordNeverShown },
  { field: 'POST /api/my/profile/change-email body.password', because: passwordNeverShown },
  {
    field: 'POST /api/my/profile/delete-account body.password',
    because: `${passwordNeverShown}, and the member’s right one would delete the account the sweep writes as`,
  },
  {
    field: 'GET /api/social/posts/:postId/comments/:commentId/replies query.from',
    because:
      'a cursor the server handed out (a time and an id): anything else is a 400 naming it, and it is never stored or shown; the demo data has no comment to reach the route with',
    refused: true,
  },
  {
    field: 'GET /api/my/social/direct-messages/:conversationId/messages query.from',
    because:
      'a cursor the server handed out (a time and an id): anything else is a 400 naming it, and it is never stored or shown; only a conversation’s two members reach the route, and the sweep’s member has none when it runs',
    refused: true,
  },
  {
    field: '* query._fallback',
    because: 'the gateway drops a browser’s `_fallback` and sets its own when it renders a page’s first HTML: it never reaches a team from a browser',
  },
  {
    field: 'POST /api/my/carts/current/adyen-details body.pspReference',
    because: 'it names a payment of the shopper’s own, and any other is a 404 before anything is read: the payment provider sets it, not the shopper',
    refused: true,
  },
  {
    field: 'POST /api/my/carts/current/adyen-details body.details.*',
    because: 'the payment provider’s answer for a payment of the shopper’s own (a 404 for any other), passed on to the provider and never shown',
    refused: true,
  },
];

/** The excuse for a field, if any. */
export function excuseFor(fieldName: string): Excuse | undefined {
  return excusedFields.find((excuse) => excuse.field === fieldName || (excuse.field.startsWith('* ') && fieldName.endsWith(` ${excuse.field.slice(2)}`)));
}

/** Whether the sweep sends payloads to the field: it is not excused, or excused as one that refuses them. */
export const isSweptGenerically = (fieldName: string): boolean => {
  const excuse = excuseFor(fieldName);
  return !excuse || excuse.refused === true;
};
