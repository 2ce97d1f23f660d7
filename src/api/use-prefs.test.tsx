import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePrefs } from './use-prefs';

describe('usePrefs', () => {
  it('exposes a loading flag, the data, an error value and refresh', async () => {
    let calls = 0;
    const load = vi.fn(async () => {
      calls += 1;
      if (calls === 2) throw new Error('boom');
      return { value: calls };
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderHook(() => usePrefs(load, { value: 0 }));
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toEqual({ value: 0 });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ value: 1 });
    expect(result.current.error).toBeNull();

    act(() => result.current.refresh());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toEqual({ value: 0 });
    expect(result.current.error).toBeInstanceOf(Error);

    act(() => result.current.refresh());
    await waitFor(() => expect(result.current.data).toEqual({ value: 3 }));
    expect(result.current.error).toBeNull();
  });
});
