/**
 * A legal page is data: its meta, a heading, an introduction and a list of
 * numbered clauses, each rendered by the one shared legal page component.
 */

interface LegalDocumentMeta {
  /** Document title, without the company suffix. */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
}

/** A link shown after a clause's paragraphs. */
export interface LegalLink {
  label: string;
  /** An app route ('/contact') or an address ('mailto:privacy@example.in'). */
  to: string;
}

export interface LegalClause {
  /** The anchor of the clause, unique within its document (kebab-case). */
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
  /** Paragraphs shown after the bullets. */
  closing?: string[];
  links?: LegalLink[];
}

export interface LegalDocument {
  meta: LegalDocumentMeta;
  /** The page's only h1. */
  heading: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  lastUpdated: string;
  intro: string;
  sections: LegalClause[];
}
