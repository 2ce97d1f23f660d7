/**
 * The OpenAPI document at /puja-web-v2/api/openapi.json: valid OpenAPI 3.1,
 * and the answer checker of the API tests refusing a body the document does
 * not allow. That it lists every call: ./documented-routes.test.ts.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { startedForTheFile } from '../test-support/for-the-file';
import { startApiServer } from '../test-support/api-server';
import { answerChecker, type Document } from '../test-support/openapi-answers';
import { OPENAPI_PATH } from './openapi';

const server = startedForTheFile(() => startApiServer());

async function fetchDocument(): Promise<Document & Record<string, unknown>> {
  const response = await fetch(`${server.baseUrl}${OPENAPI_PATH}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Document & Record<string, unknown>;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes refusals in the one error shape, with their fields', async () => {
    const doc = await fetchDocument();
    const checker = answerChecker(doc);
    const find = ['POST', '/puja-web-v2/api/find-my-order'] as const;
    const refusal = {
      error: { code: 'VALIDATION', message: 'x', fields: [{ path: 'email', message: 'y' }] },
    };
    expect(checker.problems(...find, 400, refusal)).toEqual([]);
    expect(checker.problems(...find, 400, { error: { code: 'VALIDATION' } })).not.toEqual([]);
    expect(checker.problems(...find, 400, { message: 'no error object' })).not.toEqual([]);
    expect(checker.problemsOfText(...find, 400, JSON.stringify(refusal))).toEqual([]);
    expect(checker.problemsOfText(...find, 400, '\uFEFF' + JSON.stringify(refusal))).toEqual([]);
    expect(checker.problemsOfText(...find, 400, '{"error":')).toEqual([
      'POST /puja-web-v2/api/find-my-order 400: (body) is not JSON',
    ]);
  });

  it('leaves answers the document gives no JSON schema for unchecked', async () => {
    const checker = answerChecker(await fetchDocument());
    expect(checker.problemsOfText('GET', '/no/such/route', 200, 'not json')).toEqual([]);
  });
});
