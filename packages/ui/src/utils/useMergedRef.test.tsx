// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import type { Ref, RefObject } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergedRef } from './useMergedRef';

function Probe({ ref, ownRef }: { ref?: Ref<HTMLDivElement>; ownRef: RefObject<HTMLDivElement | null> }) {
  return <div ref={useMergedRef(ownRef, ref)} data-testid="probe" />;
}

describe('useMergedRef', () => {
  it("fills the component's own ref and a callback ref, and runs the callback's cleanup on unmount", () => {
    const ownRef: RefObject<HTMLDivElement | null> = { current: null };
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const { getByTestId, unmount } = render(<Probe ref={callback} ownRef={ownRef} />);
    const node = getByTestId('probe');
    expect(ownRef.current).toBe(node);
    expect(callback).toHaveBeenCalledWith(node);

    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    // A callback that returned a cleanup is not called again with null (React 19's contract).
    expect(callback).toHaveBeenCalledTimes(1);
    expect(ownRef.current).toBeNull();
  });

  it('clears an object ref on unmount', () => {
    const ref: RefObject<HTMLDivElement | null> = { current: null };
    const { getByTestId, unmount } = render(<Probe ref={ref} ownRef={{ current: null }} />);
    expect(ref.current).toBe(getByTestId('probe'));
    unmount();
    expect(ref.current).toBeNull();
  });
});
