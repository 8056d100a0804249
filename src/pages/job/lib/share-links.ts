import { company } from '@vistaar/shared/config';

/**
 * Share links that are plain addresses: each service's own share page opens with the job,
 * so the page loads no third-party script and sends nobody anything until the visitor acts.
 */
export function shareLinks(job: { title: string }, url: string) {
  const text = `${job.title} at ${company.name}`;
  return {
    whatsApp: `https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}`,
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    email: `mailto:?subject=${encodeURIComponent(`Job opening: ${text}`)}&body=${encodeURIComponent(
      `I thought this job might interest you:\n\n${text}\n${url}`,
    )}`,
  };
}
