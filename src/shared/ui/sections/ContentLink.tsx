import Link, { type LinkProps } from '@mui/material/Link';
import { handleAnchorClick, isInPageAnchor } from './anchor-navigation';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export type ContentLinkProps = Omit<LinkProps, 'href' | 'component'> & {
  /** An app route ('/contact'), an in-page anchor ('#pricing') or a full URL. */
  to: string;
};

/**
 * A text link for content data: in-page anchors scroll smoothly to their section,
 * anything else is a plain link.
 */
export function ContentLink({ to, onClick, children, ...rest }: ContentLinkProps) {
  const reducedMotion = usePrefersReducedMotion();

  if (isInPageAnchor(to)) {
    return (
      <Link
        {...rest}
        href={to}
        onClick={(event) => {
          onClick?.(event);
          handleAnchorClick(event, to, !reducedMotion);
        }}
      >
        {children}
      </Link>
    );
  }
  // App routes, full URLs, mail and phone links are all plain links.
  return (
    <Link {...rest} href={to} onClick={onClick}>
      {children}
    </Link>
  );
}
