import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@/shared/ui/feedback';

/** A link from the staff app to a public page: the server answers it as a document. */
export function LeaveForPublicPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    // Deferred a moment: a redirect that passes through here on its way elsewhere (signing
    // out lands on /login via /) unmounts this first and cancels the page load.
    const timer = setTimeout(() => window.location.replace(`${pathname}${search}${hash}`), 50);
    return () => clearTimeout(timer);
  }, [pathname, search, hash]);
  return <PageLoader />;
}
