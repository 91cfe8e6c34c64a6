import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

type TOperation = {
  summary?: string;
  description?: string;
  responses?: Record<string, unknown>;
  security?: unknown[];
};

describe('OpenAPI page (/api/docs): application calls', () => {
  it.each([
    ['post', '/api/application', ['200', '201', '400', '401', '402', '403', '404', '409']],
    ['get', '/api/application', ['200', '400', '401', '403', '404']],
    ['get', '/api/application/{id}', ['200', '400', '401', '403', '404']],
    ['post', '/api/application/{id}/withdraw', ['200', '400', '401', '403', '404', '409']],
    ['get', '/api/application/conditional-offer/download', ['200', '400', '401', '403', '404']],
    ['get', '/api/application/unconditional-offer/download', ['200', '400', '401', '403', '404']],
    [
      'post',
      '/application/document/upload',
      ['201', '400', '401', '403', '404', '408', '409', '413', '415', '429', '503'],
    ],
    ['get', '/application/document/all', ['200', '400', '401', '403', '404']],
    ['delete', '/api/application/documents/{documentId}', ['200', '400', '401', '403', '404', '409']],
    ['get', '/application/document/conditional/types', ['200', '401']],
    [
      'post',
      '/application/document/conditional/upload',
      ['200', '400', '401', '403', '404', '408', '409', '413', '415', '429', '503'],
    ],
    ['put', '/api/staff/applications/{applicationId}/status', ['200', '400', '401', '403', '404', '409']],
    [
      'post',
      '/api/staff/applications/{applicationId}/offer-letter',
      ['200', '400', '401', '403', '404', '408', '409', '413', '415', '503'],
    ],
    [
      'put',
      '/api/staff/applications/{applicationId}/conditional-documents',
      ['200', '400', '401', '403', '404', '409'],
    ],
  ])(
    'documents %s %s with a summary, a description, bearer auth and its answers',
    async (method, path, codes) => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const operation = doc.paths[path]?.[method] as TOperation | undefined;
      expect(operation?.summary).toBeTruthy();
      expect(operation?.description).toBeTruthy();
      expect(operation?.security).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(operation?.responses ?? {}).sort()).toEqual([...codes].sort());
    },
  );
});
