const TAGS = ['utm_source', 'utm_medium', 'ref'] as const;

/** Each origin field is at most this long (the shared schema's bound). */
const MAX = 200;

export interface ApplicationOrigin {
  utmSource: string;
  utmMedium: string;
  ref: string;
  referrerDomain: string;
}

/**
 * Where the applicant came from: the utm_source, utm_medium and ref of the form's address or,
 * when they came through the job page (same site), of that page's address; and the domain of
 * another site that sent them here.
 */
export function applicationOrigin(href: string, referrer: string): ApplicationOrigin {
  const here = new URL(href);
  let params = here.searchParams;
  let referrerDomain = '';
  if (referrer) {
    try {
      const from = new URL(referrer);
      if (from.host !== here.host) referrerDomain = from.hostname;
      else if (!TAGS.some((tag) => params.has(tag))) params = from.searchParams;
    } catch {
      // An unreadable referrer says nothing about where they came from.
    }
  }
  const take = (name: string) => (params.get(name) ?? '').trim().slice(0, MAX);
  return {
    utmSource: take('utm_source'),
    utmMedium: take('utm_medium'),
    ref: take('ref'),
    referrerDomain: referrerDomain.slice(0, MAX),
  };
}
