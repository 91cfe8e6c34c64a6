import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtpSender } from '../../src/modules/auth/otp-sender.ts';
import { nextMobileNumber } from '../helpers/students.ts';
import { createTestApp, type TTestApp } from '../helpers/test-app.ts';
import { codeRowsOf, generateOtp, verifyOtp } from './otp-calls.ts';

/** A stand-in SMS gateway: records what it is sent and answers with `status`. */
let gateway: http.Server;
let gatewayStatus = 200;
const received: { mobileNumber: string; message: string }[] = [];
let t: TTestApp;

beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(JSON.parse(body));
      // A gateway that redirects (a misconfiguration, or a hijacked DNS name) must not be followed.
      if (gatewayStatus === 307) res.writeHead(307, { location: '/elsewhere' }).end();
      else res.writeHead(gatewayStatus).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  t = await createTestApp({ otpOutbox: undefined, otpWebhookUrl: `http://127.0.0.1:${port}/sms` });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => gateway.close(resolve));
});

/** A logger that records every call, to prove what is (not) logged. */
function recordingLogger() {
  const lines: unknown[][] = [];
  const record = (...args: unknown[]) => {
    lines.push(args);
  };
  const log = { info: record, error: record, warn: record, debug: record } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('OTP sending through the SMS gateway webhook', () => {
  it('posts {mobileNumber, message} with the code, which then signs in', async () => {
    gatewayStatus = 200;
    const mobileNumber = nextMobileNumber();
    expect((await generateOtp(t, mobileNumber)).statusCode).toBe(200);
    const sms = received.at(-1);
    expect(sms?.mobileNumber).toBe(mobileNumber);
    expect(Object.keys(sms ?? {}).sort()).toEqual(['message', 'mobileNumber']);
    const otp = sms?.message.match(/\b\d{6}\b/)?.[0] ?? '';
    expect((await verifyOtp(t, { mobileNumber, otp })).statusCode).toBe(200);
  });

  it('answers 503 when the gateway fails, and the unsent code does not count', async () => {
    gatewayStatus = 500;
    const mobileNumber = nextMobileNumber();
    const res = await generateOtp(t, mobileNumber);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'SERVICE_UNAVAILABLE',
      debugMessage: 'Could not send the OTP, please try again',
    });
    expect(await codeRowsOf(t, mobileNumber)).toHaveLength(0);
    gatewayStatus = 200;
  });

  it('does not follow a redirect from the gateway: the code goes nowhere else, and 503', async () => {
    gatewayStatus = 307;
    const before = received.length;
    const res = await generateOtp(t, nextMobileNumber());
    expect(res.statusCode).toBe(503);
    expect(received.length - before).toBe(1);
    gatewayStatus = 200;
  });

  it('answers 503 when the gateway cannot be reached', async () => {
    const send = createOtpSender(
      { env: 'development', otpOutbox: undefined, otpWebhookUrl: 'http://127.0.0.1:9/sms' },
      recordingLogger().log,
    );
    await expect(send('9876543210', '123456')).rejects.toMatchObject({ status: 'SERVICE_UNAVAILABLE' });
  });
});

describe('createOtpSender: the other channels', () => {
  it('writes one exact JSON line per code to the outbox file', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'otp-outbox-'));
    const file = path.join(dir, 'outbox.jsonl');
    const send = createOtpSender(
      { env: 'test', otpOutbox: file, otpWebhookUrl: undefined },
      recordingLogger().log,
    );
    await send('9876543210', '012345');
    await send('6123456789', '999999');
    expect(await fs.readFile(file, 'utf8')).toBe(
      '{"mobileNumber":"9876543210","otp":"012345"}\n{"mobileNumber":"6123456789","otp":"999999"}\n',
    );
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('logs the code in development when nothing else is configured', async () => {
    const { log, lines } = recordingLogger();
    const send = createOtpSender({ env: 'development', otpOutbox: undefined, otpWebhookUrl: undefined }, log);
    await send('9876543210', '123456');
    expect(JSON.stringify(lines)).toContain('123456');
  });

  it('never logs or files a code in production without a gateway: 503 instead', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'otp-outbox-'));
    const file = path.join(dir, 'outbox.jsonl');
    const { log, lines } = recordingLogger();
    const send = createOtpSender({ env: 'production', otpOutbox: file, otpWebhookUrl: undefined }, log);
    await expect(send('9876543210', '123456')).rejects.toMatchObject({ status: 'SERVICE_UNAVAILABLE' });
    expect(JSON.stringify(lines)).not.toContain('123456');
    await expect(fs.access(file)).rejects.toThrow();
    await fs.rm(dir, { recursive: true, force: true });
  });
});
