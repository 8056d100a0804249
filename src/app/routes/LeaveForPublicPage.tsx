import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoader } from '@/shared/ui/feedback';

/** A link from the staff app to a public page: the server answers it as a document. */
export function LeaveForPublicPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return <PageLoader />;
}
