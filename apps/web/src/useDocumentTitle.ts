import { useEffect } from 'react';
import { messages } from './messages';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${messages.appName}`;
  }, [title]);
}
