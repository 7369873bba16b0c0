// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './useFormFields';

const fields = ['name'] as const;
const noErrors = () => ({});

describe('useFormFields', () => {
  // RegistrationForm lists `show` in the effect that shows the server's errors: a new function
  // each render would show them again on every render, undoing the student's edits.
  it('keeps `show` the same function across renders', () => {
    const { result, rerender } = renderHook(() => useFormFields({ name: '' }, fields, noErrors));
    const first = result.current.show;
    rerender();
    expect(result.current.show).toBe(first);
  });
});
