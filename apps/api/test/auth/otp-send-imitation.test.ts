import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createSendImitation } from '../../src/modules/auth/otp-send-imitation.ts';

/** A silent answer waits and fails as a recent real send did (docs/decisions/0008-sign-in-limits.md). */
describe('createSendImitation', () => {
  it('succeeds before any real send (there is nothing to imitate yet)', async () => {
    await expect(createSendImitation().imitate()).resolves.toBeUndefined();
  });

  it('waits as long as the picked real send took, and throws what it threw', async () => {
    let pick = 0;
    // The first of the recorded sends, then the second.
    const imitation = createSendImitation(() => pick);
    await imitation.timed(() => sleep(60));
    const gatewayDown = new Error('gateway down');
    await expect(
      imitation.timed(async () => {
        await sleep(30);
        throw gatewayDown;
      }),
    ).rejects.toBe(gatewayDown);

    let started = performance.now();
    await imitation.imitate();
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    pick = 0.99;
    started = performance.now();
    await expect(imitation.imitate()).rejects.toBe(gatewayDown);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });
});
