import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url.ts';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe('useObjectUrl', () => {
  it('gives a URL per blob and revokes the old one when the blob changes or the caller unmounts', () => {
    let made = 0;
    URL.createObjectURL = vi.fn(() => `blob:test-${++made}`);
    URL.revokeObjectURL = vi.fn();
    const { result, rerender, unmount } = renderHook(({ blob }) => useObjectUrl(blob), {
      initialProps: { blob: undefined as Blob | undefined },
    });
    expect(result.current).toBeUndefined();

    rerender({ blob: new Blob(['a']) });
    expect(result.current).toBe('blob:test-1');
    rerender({ blob: new Blob(['b']) });
    expect(result.current).toBe('blob:test-2');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test-1');

    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test-2');
  });
});
