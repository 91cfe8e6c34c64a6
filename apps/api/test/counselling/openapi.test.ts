import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

type TOperation = { summary?: string; description?: string; responses?: Record<string, unknown> };

describe('OpenAPI page (/api/docs)', () => {
  it.each([
    ['get', '/api/counselling/topics', ['200', '401']],
    ['get', '/api/counselling/slots', ['200', '400', '401']],
    ['post', '/api/counselling/book', ['201', '400', '401', '403', '409']],
    ['get', '/api/counselling/booking', ['200', '401', '403']],
    ['put', '/api/counselling/booking', ['200', '400', '401', '403', '404', '409']],
    ['delete', '/api/counselling/booking', ['200', '401', '403', '404']],
    ['get', '/event-registration/event', ['200', '400', '404', '429']],
    ['post', '/otp/register/event', ['200', '400', '401', '403', '404']],
  ])('documents %s %s with a summary, a description and its answers', async (method, path, codes) => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths[path]?.[method] as TOperation | undefined;
    expect(operation?.summary).toBeTruthy();
    expect(operation?.description).toBeTruthy();
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...codes].sort());
  });
});
