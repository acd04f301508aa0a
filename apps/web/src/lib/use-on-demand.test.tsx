import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand.ts';

describe('useOnDemand', () => {
  it('shows nothing on a prefetch, and the part then show() on the click', async () => {
    const load = vi.fn(() => Promise.resolve('part'));
    const show = vi.fn();
    const { result } = renderHook(() => useOnDemand(load, show));
    act(() => result.current.prefetch());
    await act(() => Promise.resolve());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.part).toBeNull();
    expect(show).not.toHaveBeenCalled();

    act(() => result.current.activate());
    await waitFor(() => expect(result.current.part).toBe('part'));
    expect(show).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);

    // Once here, a click shows it at once.
    act(() => result.current.activate());
    expect(show).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed download, so that the next click tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('part');
    const show = vi.fn();
    const { result } = renderHook(() => useOnDemand(load, show));

    act(() => result.current.activate());
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(result.current.part).toBeNull();
    expect(show).not.toHaveBeenCalled();

    act(() => result.current.activate());
    await waitFor(() => expect(result.current.part).toBe('part'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(show).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
