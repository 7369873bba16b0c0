// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { landingMessages } from '../../../i18n/areas/landing';
import { StudyUiProvider } from '../../../provider/StudyUiProvider';
import { DemoChat } from './DemoChat';

describe('DemoChat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("plays the default script in the provider's landing strings", async () => {
    render(
      <StudyUiProvider messages={{ landing: { demoChatScript1: 'How do I add fractions?' } }}>
        <DemoChat />
      </StudyUiProvider>,
    );
    // The script's first step is due after 800 ms.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('How do I add fractions?')).toBeTruthy();
    expect(screen.queryByText(landingMessages.demoChatScript1)).toBeNull();
  });
});
