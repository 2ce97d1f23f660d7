import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_GENERAL_PREFS, EMPTY_ORDER_PREFS, EMPTY_REGIONAL_PREFS } from '../../domain/prefs';
import { SAMPLE_EVENT } from '../../domain/test-support/fixtures';
import { loadGeneralPrefs, loadOrderPrefs, loadRegionalPrefs } from './prefs';

afterEach(() => {
  vi.restoreAllMocks();
});

function respond(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('preference loaders (spec sections 7 and 8)', () => {
  it('GETs general-prefs as JSON with an Accept header', async () => {
    const body = { countries: [{ code: 'US', name: 'United States' }], states: [], birthStars: [] };
    const { calls, fetchImpl } = respond(200, JSON.stringify(body));
    const prefs = await loadGeneralPrefs({ fetchImpl });
    expect(prefs.countries).toEqual(body.countries);
    expect(prefs.genderIdentities).toEqual([]);
    expect(calls[0]?.url).toBe('/puja-web-v2/api/puja/general-prefs');
    expect((calls[0]?.init.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('returns empty defaults and logs on a non-2xx status', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetchImpl } = respond(503, 'down');
    expect(await loadOrderPrefs({ fetchImpl })).toEqual(EMPTY_ORDER_PREFS);
    expect(warn).toHaveBeenCalled();
  });

  it('returns empty defaults and logs on a network error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = (async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    expect(await loadGeneralPrefs({ fetchImpl })).toEqual(EMPTY_GENERAL_PREFS);
    // Exactly the one expected log: any other error would show here.
    expect(error).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/request failed$/),
      expect.any(TypeError),
    );
  });

  it('returns empty defaults and logs on an unparsable body', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchImpl } = respond(200, '<html>not json');
    expect(await loadOrderPrefs({ fetchImpl })).toEqual(EMPTY_ORDER_PREFS);
    expect(error).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/the response is not JSON$/),
      '<html>not json',
    );
  });

  it('POSTs the region id list as JSON for regional prefs', async () => {
    const { calls, fetchImpl } = respond(200, JSON.stringify({ eventDetails: [SAMPLE_EVENT] }));
    const prefs = await loadRegionalPrefs('astro', [7], { fetchImpl });
    expect(prefs.eventDetails).toEqual([SAMPLE_EVENT]);
    expect(calls[0]?.url).toBe('/puja-web-v2/api/puja/regional-astro-order-prefs');
    expect(calls[0]?.init.method).toBe('POST');
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ regionIdList: [7] });
  });

  it('logs the status and the first 200 characters of a failed regional answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = 'x'.repeat(500);
    const { fetchImpl } = respond(500, body);
    expect(await loadRegionalPrefs('puja', [1], { fetchImpl })).toEqual(EMPTY_REGIONAL_PREFS);
    const logged = warn.mock.calls[0]?.join(' ') ?? '';
    expect(logged).toContain('500');
    expect(logged).toContain('x'.repeat(200));
    expect(logged).not.toContain('x'.repeat(201));
  });

  it('warns and does not call the server for an empty region list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls, fetchImpl } = respond(200, '{}');
    expect(await loadRegionalPrefs('puja', [], { fetchImpl })).toEqual(EMPTY_REGIONAL_PREFS);
    expect(calls).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
  });

  it('logs and skips an event with an unparsable date or cutoff', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { ...SAMPLE_EVENT, id: 2, eventDate: 'someday' };
    const noCutoff = { ...SAMPLE_EVENT, id: 3, orderCutOffTime: 'never' };
    const { fetchImpl } = respond(
      200,
      JSON.stringify({ eventDetails: [broken, SAMPLE_EVENT, noCutoff] }),
    );
    const prefs = await loadRegionalPrefs('puja', [7], { fetchImpl });
    expect(prefs.eventDetails.map((event) => event.id)).toEqual([SAMPLE_EVENT.id]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
