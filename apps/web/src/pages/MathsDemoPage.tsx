import { MathDemoScreen, mathMessages, showToast } from '@study/ui';
import type { MathDemoScreenProps } from '@study/ui';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';

const onCopy: MathDemoScreenProps['onCopy'] = (result, language) => {
  if (result === 'success') showToast.success(mathMessages[language].copied);
  else showToast.error(mathMessages[language].copyFailed);
};

/** /demo/latex: the maths renderer's showcase, public. */
export function MathsDemoPage() {
  useDocumentTitle(messages.pageTitles.mathsDemo);
  return (
    <main>
      <MathDemoScreen onCopy={onCopy} />
    </main>
  );
}
