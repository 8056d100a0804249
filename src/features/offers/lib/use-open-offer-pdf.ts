import { useCallback, useState } from 'react';
import { apiErrorMessage, type ApiError } from '@/shared/api';
import { useLazyOfferLetterQuery } from '../api/offers-api';

/**
 * Opens an offer's letter (or its signed acceptance) in a new tab: the tab opens inside the
 * click, so pop-up blockers allow it, and is pointed at the PDF once it has arrived.
 */
export function useOpenOfferPdf() {
  const [fetchLetter] = useLazyOfferLetterQuery();
  const [error, setError] = useState<string | null>(null);
  const open = useCallback(
    async (id: number, signed = false) => {
      setError(null);
      const tab = window.open('', '_blank');
      try {
        const { url } = await fetchLetter({ id, signed }).unwrap();
        if (tab && !tab.closed) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch (failure) {
        tab?.close();
        setError(
          apiErrorMessage(failure as ApiError, 'The PDF could not be opened. Please try again.'),
        );
      }
    },
    [fetchLetter],
  );
  return { openPdf: open, pdfError: error };
}
