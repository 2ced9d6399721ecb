import { expect } from '@playwright/test';
import type { GatewayWriter } from './gateway-writer';
import { sendThroughGateway } from './send-through-gateway';

interface PersonalDetails {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthDate: string | null;
}

/** Notes the member's personal details now; the returned function puts them back (the sweep writes payloads there). */
export async function rememberPersonalDetails(writer: GatewayWriter): Promise<() => Promise<void>> {
  const answer = await writer.api.get('/api/my/profile');
  expect(answer.status(), 'the member’s profile').toBe(200);
  const { firstName, lastName, phoneNumber, birthDate } = (await answer.json()) as PersonalDetails;
  return async () => {
    const restored = await sendThroughGateway(writer, { method: 'POST', path: '/api/my/profile/update', body: { firstName, lastName, phoneNumber, birthDate } });
    expect(restored.ok, 'the member’s personal details put back').toBe(true);
  };
}
