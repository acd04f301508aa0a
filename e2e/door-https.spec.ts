import { createHash, X509Certificate } from 'node:crypto';
import { E2E_HTTPS_PORT } from './support/constants.ts';
import { closeDoors, createDoorEvent, openDoor, registerAt } from './support/door.ts';
import { makeQrVideo } from './support/fake-camera.ts';
import { createMember, expect, test, type Api } from './support/fixtures.ts';

/**
 * The door on the console started with HTTPS=self-signed (docs/operations.md, set-up 2), in project
 * 'https' of playwright.config.ts. The page is opened by a name of the network, not by 127.0.0.1,
 * which browsers trust as they trust localhost: only https:// gives such a page the camera.
 */
const DOOR_NAME = 'door.parish.test';

test.afterEach(closeDoors);

/**
 * The console's own authority, downloaded over plain HTTP as a phone does, as the hash of its
 * public key that Chromium is told to trust (as a phone that installed the authority trusts it).
 */
async function authorityKeyHash(api: Api): Promise<string> {
  const response = await api.request.get(`http://127.0.0.1:${E2E_HTTPS_PORT}/console-authority.crt`);
  expect(response.status()).toBe(200);
  const authority = new X509Certificate(await response.body());
  return createHash('sha256')
    .update(authority.publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
}

test('checks in a member shown to the camera on a page opened over https:// by a network name', async ({ adminApi }) => {
  const event = await createDoorEvent(adminApi, { registrationRequired: true });
  const member = await createMember(adminApi, { firstName: 'Hana' });
  await registerAt(adminApi, event, member);
  const { page } = await openDoor(adminApi, event, await makeQrVideo(String(member.code)), {
    baseURL: `https://${DOOR_NAME}:${E2E_HTTPS_PORT}`,
    args: [`--host-resolver-rules=MAP ${DOOR_NAME} 127.0.0.1`, `--ignore-certificate-errors-spki-list=${await authorityKeyHash(adminApi)}`],
  });
  expect(await page.evaluate(() => [location.origin, window.isSecureContext])).toEqual([`https://${DOOR_NAME}:${E2E_HTTPS_PORT}`, true]);
  await expect(page.getByRole('combobox', { name: 'Camera' })).toBeVisible();
  const result = page.getByTestId('check-in-result');
  await expect(result).toContainText(`Hana ${member.lastName}`, { timeout: 15_000 });
  await expect(result).toContainText('Checked in');
});
