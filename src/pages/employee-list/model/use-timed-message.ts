import { useCallback, useEffect, useState } from 'react';

export interface TimedMessage {
  text: string;
  /** Green when the text speaks of success, red otherwise. */
  severity: 'success' | 'error';
}

/** A status line that clears itself `clearAfterMs` after the last message. */
export function useTimedMessage(clearAfterMs: number) {
  const [message, setMessage] = useState<(TimedMessage & { id: number }) | null>(null);

  const showMessage = useCallback((text: string) => {
    setMessage((previous) => ({
      text,
      severity: /success/i.test(text) ? 'success' : 'error',
      id: (previous?.id ?? 0) + 1,
    }));
  }, []);

  const clearMessage = useCallback(() => setMessage(null), []);

  const id = message?.id;
  useEffect(() => {
    if (id === undefined) return undefined;
    const timer = setTimeout(() => setMessage(null), clearAfterMs);
    return () => clearTimeout(timer);
  }, [id, clearAfterMs]);

  return { message, showMessage, clearMessage };
}
