import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every change of path starts at the top of the new page. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
