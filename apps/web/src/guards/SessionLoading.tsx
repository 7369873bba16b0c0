import { Spinner } from '@study/ui';
import { messages } from '../messages';

/** What a guarded route shows while the saved session is being restored (spec §2). */
export function SessionLoading() {
  return (
    <main>
      <Spinner size="lg" showLabel label={messages.loading} />
    </main>
  );
}
