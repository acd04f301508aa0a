import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useQrImage } from './qr-image.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('useQrImage', () => {
  it('draws the text as a PNG data URL', async () => {
    const { result } = renderHook(() => useQrImage('https://192.168.1.10:3000/events/7/check-in'), { wrapper });
    await waitFor(() => expect(result.current.data).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/));
  });

  it('draws nothing while there is no text', async () => {
    const { result } = renderHook(() => useQrImage(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(result.current.data).toBeUndefined();
  });
});
