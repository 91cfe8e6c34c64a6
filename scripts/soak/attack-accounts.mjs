// The attacker's student accounts, none of them one the measured mix uses: a few that trickle slow
// bodies (two uploads each at most: the per-student limit would refuse a third at once) and one that
// floods the photo call. Each is signed in through the real OTP calls, and each attacked route is
// called once properly first, so a refusal during the attack is the server defending itself, not a
// request the route would never take.
import { onePagePdf, smallPng } from '../perf/fixtures.mjs';
import { call, readOtp } from '../perf/portal.mjs';

async function signIn(portal, mobileNumber) {
  await call(portal.baseUrl, 'POST', `/otp/generate?mobileNumber=${mobileNumber}`);
  const otp = await readOtp(portal.outbox, mobileNumber);
  const { token } = await call(portal.baseUrl, 'POST', '/otp/verify', { body: { mobileNumber, otp } });
  await call(portal.baseUrl, 'POST', '/student-onboarding/save', {
    token,
    body: { name: `Soak Attacker ${mobileNumber.slice(-2)}` },
  });
  return token;
}

async function expectOk(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

async function checkRoutes(baseUrl, token) {
  const form = new FormData();
  form.append('type', 'PASSPORT');
  form.append('file', new Blob([onePagePdf('attacker')], { type: 'application/pdf' }), 'passport.pdf');
  const headers = { authorization: `Bearer ${token}` };
  await expectOk(
    await fetch(`${baseUrl}/student/document/upload`, { method: 'POST', headers, body: form }),
    'document upload',
  );
  await call(baseUrl, 'PUT', '/api/student-profiles', { token, body: { city: 'Pune' } });
  await call(baseUrl, 'PUT', '/api/student-profiles/upload/photo', {
    token,
    body: { contentType: 'image/png', base64String: smallPng().toString('base64') },
  });
}

/**
 * Signs in `slowAccounts` + 1 students (numbers 91000000NN: the mix's are 90000000NN) and checks the
 * attacked routes with each; resolves { slowTokens, photoToken }.
 */
export async function prepareAttackAccounts(portal, slowAccounts) {
  const tokens = [];
  for (let index = 0; index <= slowAccounts; index++) {
    const token = await signIn(portal, `91000000${String(index + 1).padStart(2, '0')}`);
    await checkRoutes(portal.baseUrl, token);
    tokens.push(token);
  }
  return { slowTokens: tokens.slice(0, slowAccounts), photoToken: tokens[slowAccounts] };
}

/**
 * The slow bodies: `uploads` multipart uploads and `jsonBodies` JSON profile updates, dealt out over
 * the accounts in turn.
 */
export function slowBodies(slowTokens, { uploads, jsonBodies }) {
  const deal = (kind, count) =>
    Array.from({ length: count }, (_, index) => ({ kind, token: slowTokens[index % slowTokens.length] }));
  return [...deal('multipart', uploads), ...deal('json', jsonBodies)];
}
