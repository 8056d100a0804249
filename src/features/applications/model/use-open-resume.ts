import { useCallback, useState } from 'react';
import { apiBaseUrl, apiErrorMessage, type ApiError } from '@/shared/api';
import { useLazyGetResumeLinkQuery } from '../api/applications-api';

const RESUME_FAILED = 'The resume could not be opened. Please try again.';

/**
 * Opens an applicant's resume in a new tab. The tab is opened synchronously inside the
 * click (so pop-up blockers allow it), then pointed at a freshly signed link; if the link
 * cannot be fetched the tab is closed again and the reason is returned for display.
 */
export function useOpenResume() {
  const [getResumeLink] = useLazyGetResumeLinkQuery();
  const [resumeError, setResumeError] = useState<string | null>(null);

  const openResume = useCallback(
    async (applicationId: number) => {
      setResumeError(null);
      const tab = window.open('', '_blank');
      try {
        if (tab) tab.document.title = 'Opening resume...';
      } catch {
        // A tab the browser isolated from us; navigating it below still works.
      }
      try {
        const { url } = await getResumeLink(applicationId).unwrap();
        const target = new URL(url, apiBaseUrl() || window.location.origin).toString();
        if (tab && !tab.closed) {
          tab.opener = null;
          tab.location.href = target;
        } else {
          window.open(target, '_blank', 'noopener');
        }
      } catch (error) {
        tab?.close();
        setResumeError(apiErrorMessage(error as ApiError, RESUME_FAILED));
      }
    },
    [getResumeLink],
  );

  const clearResumeError = useCallback(() => setResumeError(null), []);

  return { openResume, resumeError, clearResumeError };
}
