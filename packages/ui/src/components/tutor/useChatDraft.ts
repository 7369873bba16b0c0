import { useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, KeyboardEvent } from 'react';
import { validateChatMessage } from './chatInputRules';

export interface ChatDraftOptions {
  /** Whether a question may go out now (no reply in flight, limit not reached …). */
  sendable: boolean;
  /** A trimmed, valid question. */
  onSend: (message: string) => void;
}

/**
 * The chat composer's draft, shared by the tutor panel and the ask page: the spec's input rules
 * (blank not sent, over 1000 refused, Enter sends, Shift+Enter breaks the line) and the box that
 * grows with its text.
 */
export function useChatDraft({ sendable, onSend }: ChatDraftOptions) {
  const [draft, setDraft] = useState('');
  const [tooLong, setTooLong] = useState(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  function send(text: string): boolean {
    if (!sendable) return false;
    const result = validateChatMessage(text);
    if (!result.ok) {
      setTooLong(result.error === 'tooLong');
      return false;
    }
    onSend(result.message);
    setDraft('');
    setTooLong(false);
    if (textareaRef.current) textareaRef.current.style.height = '';
    return true;
  }

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setDraft(event.target.value);
    setTooLong(false);
    // Measure from 'auto' so the box also shrinks when text is deleted; CSS caps it at 120 px.
    event.target.style.height = 'auto';
    event.target.style.height = `${event.target.scrollHeight}px`;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter is a newline; never while an input method is composing a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send(draft);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    send(draft);
  }

  return { draft, tooLong, sendable, textareaRef, send, handleChange, handleKeyDown, handleSubmit };
}

/** What the chat hands its `ChatComposer`. */
export type ChatDraft = ReturnType<typeof useChatDraft>;
