import type { ComponentType } from 'react';
import type { LegalPath } from '@vistaar/shared/config';
import type { LegalDocument } from '../model/legal-document';

type LegalDocumentModule = { legalDocument: LegalDocument };

/** One chunk per page: only the requested document's text is downloaded. */
const documentLoaders: Record<LegalPath, () => Promise<LegalDocumentModule>> = {
  '/term-condition': () => import('../config/term-condition'),
  '/privacy-policy': () => import('../config/privacy-policy'),
  '/disclaimer': () => import('../config/disclaimer'),
  '/security-policy': () => import('../config/security-policy'),
  '/cookie-policy': () => import('../config/cookie-policy'),
};

/** For the router's `lazy`: resolves the page component of one legal route. */
export async function loadLegalRoute(path: LegalPath): Promise<{ Component: ComponentType }> {
  const loadDocument = documentLoaders[path];
  if (!loadDocument) {
    throw new Error(`No legal document for path "${path}"`);
  }
  const [{ LegalPage }, { legalDocument }] = await Promise.all([
    import('./LegalPage'),
    loadDocument(),
  ]);

  function LegalRoute() {
    return <LegalPage document={legalDocument} path={path} />;
  }
  LegalRoute.displayName = `LegalRoute(${path})`;

  return { Component: LegalRoute };
}
