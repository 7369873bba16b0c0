import { adminText } from '@study/ui';
import { useEffect } from 'react';

/** 'Subjects | Study Admin': English titles, apart from the student pages' Bengali ones. */
export function useAdminDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${adminText.appName}`;
  }, [title]);
}
