/**
 * Chromium's DevTools virtual authenticator on a page: by default a platform authenticator
 * with resident keys and user verification that always answers (no prompt to click through);
 * `transport: 'usb'` makes it a roaming one (a security key).
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface VirtualAuthenticator {
  cdp: CDPSession;
  authenticatorId: string;
}

export async function addVirtualAuthenticator(
  context: BrowserContext,
  page: Page,
  { transport = 'internal' }: { transport?: 'internal' | 'usb' } = {},
): Promise<VirtualAuthenticator> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
