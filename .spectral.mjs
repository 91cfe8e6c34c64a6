// biome-ignore-all lint/suspicious/noThenProperty: a Spectral rule names what it checks `then`; nothing here is awaited.
// The Spectral ruleset `npm run check` lints the served OpenAPI document with (scripts/check-openapi.mjs):
// Spectral's own OpenAPI rules and the OWASP API Security Top 10 (2023) rules, as a client would
// read the document. Every finding of severity warning or above fails the check. A rule that is
// wrong for this API is switched off below with the reason; where only part of a rule is wrong, a
// narrower rule of our own keeps the part that is right. JavaScript, not YAML: a YAML ruleset can
// only `extends` the OWASP package by fetching it from a CDN, and the check must run offline.
import { defined, schema, truthy } from '@stoplight/spectral-functions';
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';

/** Every schema of type `type` a request carries: its parameters and its body. */
const requestSchemas = (type) => [
  `$.paths[*][*].parameters[*]..[?(@ && @.type == "${type}")]`,
  `$.paths[*][*].requestBody..[?(@ && @.type == "${type}")]`,
];

export default {
  extends: [oas, owasp],
  rules: {
    // --- Bounds: requests, not responses -------------------------------------------------------
    // OWASP asks every string and array of the document for a maximum. On requests that is real (a
    // bound the server enforces, the zod schema's .max()), and request-string-limit and
    // request-array-limit below keep it. On responses it is not: the server does not check what it
    // sends against a maxLength (fast-json-stringify ignores it), and what it sends is data the
    // request bounds already limited when it was stored, so a maximum there would be a promise
    // nobody keeps; a client that validates answers against it would break on the first mistake.
    'owasp:api4:2023-string-limit': 'off',
    'owasp:api4:2023-array-limit': 'off',
    'request-string-limit': {
      description: 'A request string has maxLength (or enum or const), as the server enforces it.',
      message: 'Request string without maxLength, enum or const.',
      severity: 'error',
      given: requestSchemas('string'),
      then: {
        function: schema,
        functionOptions: {
          schema: { anyOf: [{ required: ['maxLength'] }, { required: ['enum'] }, { required: ['const'] }] },
        },
      },
    },
    'request-array-limit': {
      description: 'A request array has maxItems, as the server enforces it.',
      message: 'Request array without maxItems.',
      severity: 'error',
      given: requestSchemas('array'),
      then: { field: 'maxItems', function: defined },
    },
    // Free text (names, addresses, notes, remarks) has no pattern to give; it is bounded by
    // maxLength and checked for control, format and lone surrogate characters by the contract's
    // text-safety rules, which a JSON Schema pattern cannot say readably.
    'owasp:api4:2023-string-restricted': 'off',
    // Integers carry minimum and maximum (integer-limit-legacy stays on and passes): a bound the
    // server enforces. int32/int64 is a storage hint that adds nothing to it.
    'owasp:api4:2023-integer-format': 'off',

    // --- Rate limits ------------------------------------------------------------------------
    // Only the calls a client could use to guess or to spend texts are limited per client address:
    // POST /otp/generate, POST /otp/verify, GET /event-registration/event. They document 429 with
    // Retry-After and the RateLimit-* headers they send (test: platform/api-description.test.ts).
    // Uploads have per-student quotas (429 documented there). Every other call is bounded by the
    // overload shedding (503 + Retry-After, docs/security.md "Availability"), not a count: RateLimit
    // headers or a 429 on them would describe a limit that does not exist.
    'owasp:api4:2023-rate-limit': 'off',
    'owasp:api4:2023-rate-limit-responses-429': 'off',

    // --- Ids ---------------------------------------------------------------------------------
    // Ids are database serials. Guessing one gets nothing: every student query is keyed by the
    // token's id and every staff call checks the role (docs/security.md "Controls a probe found
    // holding"; tests security/two-students*.test.ts and security/staff-roles.test.ts, which fail on
    // a route missing from them). Random ids would hide nothing the checks do not already refuse.
    'owasp:api1:2023-no-numeric-ids': 'off',

    // --- Security schemes and error answers --------------------------------------------------
    // Public on purpose: health (load balancers), university images (<img> sends no token), signed
    // download links (the signature is the credential), the event-code lookup (before sign-in).
    'owasp:api2:2023-read-restricted': 'off',
    // The two sign-in calls are writes without a token because they are how a client gets one; they
    // say so with `security: []` and their description. write-security-declared keeps the right
    // part: a write must state its security, so a new public write is a decision, not an omission.
    'owasp:api2:2023-write-restricted': 'off',
    'write-security-declared': {
      description: 'A write states its security: bearerAuth, or [] with the reason in its description.',
      message: 'Write operation without a security field.',
      severity: 'error',
      given: '$.paths[*][post,put,patch,delete]',
      then: { field: 'security', function: defined },
    },
    // Public calls never answer 401; secured-operation-401 asks it of the calls that take a token.
    'owasp:api8:2023-define-error-responses-401': 'off',
    'secured-operation-401': {
      description: 'A call that takes a token documents its 401.',
      message: 'Operation with security but no 401 response.',
      severity: 'error',
      given: '$.paths[*][*][?(@ && @.security && @.security.length > 0)].responses',
      then: { field: '401', function: truthy },
    },
    // The 16 calls without a 400 take no input (no parameters, no body), so nothing of theirs can
    // fail validation (health, session, topics, dashboard and the like), except the signed download
    // link, which answers a malformed link with the same 403 as a tampered one on purpose.
    'owasp:api8:2023-define-error-validation': 'off',
    // Any call may answer 500 when something unforeseen fails, in the one error shape the document's
    // description gives; listing it on all 84 operations would say nothing more.
    'owasp:api8:2023-define-error-responses-500': 'off',
    // Asks every response that lists headers for Access-Control-Allow-Origin. The API is same-origin
    // only: it sends no CORS headers, so a browser refuses other origins' reads (plugins/security.ts).
    // Documenting one would be false.
    'owasp:api8:2023-define-cors-origin': 'off',
    // The document is served by the portal to its own clients: no third party to contact.
    'info-contact': 'off',
  },
};
