/**
 * schema.org data as a JSON-LD block. Browsers never run it, so the content security policy's
 * script rules do not apply; `<` is escaped so no text inside can close the element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
