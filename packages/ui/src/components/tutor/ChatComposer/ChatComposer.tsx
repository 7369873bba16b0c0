import { useId } from 'react';
import { toBengaliDigits } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Button } from '../../Button/Button';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { maxChatMessageLength } from '../chatInputRules';
import { SendIcon, StopIcon } from '../../../icons';
import type { ChatDraft } from '../useChatDraft';
import * as styles from './ChatComposer.css';
import { tutorMessages } from '../../../i18n/areas/tutor';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface ChatComposerProps {
  /** `useChatDraft`'s state, held by the chat so its suggestions can send and it can focus the box. */
  chat: ChatDraft;
  placeholder?: string;
  disabled?: boolean;
  /** Id of a note outside the composer that also describes the box, e.g. the daily limit's. */
  describedBy?: string;
  /** While a reply streams: Stop takes Send's place. */
  onStop?: () => void;
}

/** The chat's input block: the growing box, Send (or Stop), the too-long error and the counter. */
export function ChatComposer({ chat, placeholder: placeholderProp, disabled, describedBy, onStop }: ChatComposerProps) {
  const tutorText = useMessages('tutor', tutorMessages);
  const placeholder = placeholderProp ?? tutorText.tutorInputPlaceholder;
  const id = useId();
  const inputId = `${id}-input`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  // Taken apart first: the compiler reads `chat` as a ref once its `textareaRef` is, and any other field of it as a ref read.
  const { draft, tooLong, sendable, textareaRef, handleSubmit, handleChange, handleKeyDown } = chat;

  return (
    <form className={styles.form} onSubmit={handleSubmit}>
      <VisuallyHidden>
        <label htmlFor={inputId}>{tutorText.tutorInputLabel}</label>
      </VisuallyHidden>
      <div className={styles.inputRow}>
        <textarea
          ref={textareaRef}
          id={inputId}
          className={styles.textarea}
          rows={1}
          value={draft}
          maxLength={maxChatMessageLength}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={tooLong || undefined}
          aria-describedby={cx(counterId, tooLong && errorId, describedBy)}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
        />
        {onStop ? (
          <Button type="button" variant="danger" leadingIcon={<StopIcon size={16} />} onClick={onStop}>
            {tutorText.tutorStop}
          </Button>
        ) : (
          <Button type="submit" leadingIcon={<SendIcon size={16} />} disabled={!sendable || draft.trim() === ''}>
            {tutorText.tutorSend}
          </Button>
        )}
      </div>
      <div className={styles.inputMeta}>
        {tooLong && (
          <p className={styles.inputError} id={errorId} role="alert">
            <strong>{tutorText.tutorTooLongTitle}।</strong> {tutorText.tutorTooLongText}
          </p>
        )}
        <span className={styles.counter} id={counterId}>
          {toBengaliDigits(draft.length)}/{toBengaliDigits(maxChatMessageLength)}
        </span>
      </div>
    </form>
  );
}
