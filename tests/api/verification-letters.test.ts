import { inflateSync } from 'node:zlib';
import { compactVerify, createLocalJWKSet, type JWK } from 'jose';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import { seedEmployeesDemo } from '../../server/modules/employees';
import { rotateSigningKey } from '../../server/modules/verification-sharing';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { SHARE, VERIFIER_COOKIE, sharingFlow } from './verification-sharing-fixtures';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** The letter's QR code as pixels: pdf-lib keeps an embedded PNG as deflated RGB samples. */
async function qrTextIn(pdf: Buffer): Promise<string | undefined> {
  const doc = await PDFDocument.load(pdf);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const rgb = inflateSync(object.contents);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i += 1) {
      rgba.set([rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2], 255], i * 4);
    }
    return jsQR(rgba, width, height)?.data;
  }
  return undefined;
}

function multipartPdf(pdf: Buffer) {
  const boundary = '----letter-check-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="letter"; filename="letter.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`signed letters and the public check (${dialect})`, () => {
  let ctx: TestContext;
  let flow: ReturnType<typeof sharingFlow>;

  beforeAll(async () => {
    ctx = await createTestApp();
    flow = sharingFlow(ctx);
    await seedEmployeesDemo(ctx.database.db);
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    await flow.db().deleteFrom('verification_shares').execute();
  });

  /** A share, opened by its verifier: the token and the verifier's cookie. */
  async function openedShare() {
    const session = await flow.verifiedEmployee();
    const token = await flow.sharedToken(session);
    const verifier = await flow.verifierSession(token);
    return { token, session, cookies: { [VERIFIER_COOKIE]: verifier.session! } };
  }

  const download = (token: string, file: 'letter.pdf' | 'letter.jws', cookies = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/verify/${token}/${file}`, cookies });

  const checkFile = (pdf: Buffer) =>
    ctx.app.inject({ method: 'POST', url: '/api/verify/check', ...multipartPdf(pdf) });

  const jwks = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json() as {
      keys: JWK[];
    };

  it('gives the letter only to the verifier, and its ID and file check as genuine', async () => {
    const { token, cookies } = await openedShare();
    expect((await download(token, 'letter.pdf')).statusCode).toBe(403);

    const response = await download(token, 'letter.pdf', cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const doc = await PDFDocument.load(pdf);
    const verificationId = doc.getSubject()!;
    expect(verificationId).toMatch(/^VV-/);
    // The same share gives the same letter, byte for byte.
    expect((await download(token, 'letter.pdf', cookies)).rawPayload.equals(pdf)).toBe(true);

    const byId = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify/check?id=${verificationId.toLowerCase()}`,
    });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data).toMatchObject({ verificationId, genuine: true, status: 'active' });
    // No personal data on the check.
    expect(byId.body).not.toMatch(/Rahul|Engineer|verifyco/i);

    const byFile = await checkFile(pdf);
    expect(byFile.statusCode).toBe(200);
    expect(byFile.json().data).toMatchObject({ verificationId, genuine: true, status: 'active' });

    const employee = await flow.employeeRow('VI-1001');
    const downloads = await flow
      .db()
      .selectFrom('verification_ledger')
      .select(['event', 'actor_email', 'detail'])
      .where('employee_id', '=', employee.id)
      .where('event', '=', 'letter-downloaded')
      .execute();
    expect(downloads).toEqual([
      { event: 'letter-downloaded', actor_email: SHARE.email, detail: 'pdf' },
      { event: 'letter-downloaded', actor_email: SHARE.email, detail: 'pdf' },
    ]);
  });

  it('without JavaScript, the check page takes the letter as a form post and answers with the verdict', async () => {
    const { token, cookies } = await openedShare();
    const pdf = (await download(token, 'letter.pdf', cookies)).rawPayload;
    const verificationId = (await PDFDocument.load(pdf)).getSubject()!;
    const postPage = (file: Buffer) =>
      ctx.app.inject({ method: 'POST', url: '/verify/check', ...multipartPdf(file) });

    const genuine = await postPage(pdf);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.headers['content-type']).toMatch(/^text\/html/);
    expect(genuine.headers['cache-control']).toBe('no-store');
    expect(genuine.body).toContain(`Genuine letter<!-- -->: <!-- -->${verificationId}`);
    expect(genuine.body).toContain('It is active.');

    const notPdf = await postPage(Buffer.from('plain text, not a letter'));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.headers['content-type']).toMatch(/^text\/html/);
    expect(notPdf.body).toContain('Please upload the letter as the PDF you received.');
    expect(notPdf.body).not.toContain('Genuine letter');
  });

  it('finds a letter with one changed byte not genuine', async () => {
    const { token, cookies } = await openedShare();
    const pdf = (await download(token, 'letter.pdf', cookies)).rawPayload;
    // One byte of the author's name ('Vistaar' as UTF-16 hex: V becomes W), so the file still
    // opens and still names its verification.
    const at = pdf.indexOf('0056006900730074006100610072');
    expect(at).toBeGreaterThan(0);
    const changed = Buffer.from(pdf);
    changed[at + 3] = '7'.charCodeAt(0);
    expect((await PDFDocument.load(changed)).getAuthor()).toMatch(/^Wistaar/);
    const response = await checkFile(changed);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.genuine).toBe(false);

    const truncated = await checkFile(pdf.subarray(0, 200));
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().message).toMatch(/not a letter issued by/);
  });

  it('signs the disclosure as a JWS that verifies against the JWKS and fails once tampered', async () => {
    const { token, cookies } = await openedShare();
    const response = await download(token, 'letter.jws', cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/jose');
    const jws = response.body;
    const keys = await jwks();
    expect(keys.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys.keys[0]).not.toHaveProperty('d');

    const { payload, protectedHeader } = await compactVerify(jws, createLocalJWKSet(keys));
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: keys.keys[0].kid });
    const disclosure = JSON.parse(new TextDecoder().decode(payload));
    expect(disclosure.employeeName).toBe('Rahul Sharma');
    expect(disclosure.fields.filter((f: { value: unknown }) => f.value !== null)).toHaveLength(2);

    const [header, body, signature] = jws.split('.');
    const forged = Buffer.from(
      new TextDecoder()
        .decode(Buffer.from(body, 'base64url'))
        .replace('Senior Software Engineer', 'Chief Technology Officer'),
    ).toString('base64url');
    await expect(
      compactVerify(`${header}.${forged}.${signature}`, createLocalJWKSet(keys)),
    ).rejects.toThrow();
  });

  it('keeps older letters verifiable after a key rotation', async () => {
    const before = await openedShare();
    const oldJws = (await download(before.token, 'letter.jws', before.cookies)).body;
    const oldPdf = (await download(before.token, 'letter.pdf', before.cookies)).rawPayload;
    const oldKid = JSON.parse(Buffer.from(oldJws.split('.')[0], 'base64url').toString()).kid;

    const newKid = await rotateSigningKey(ctx.database.db, ctx.config.appSecret!);
    expect(newKid).not.toBe(oldKid);
    const keys = await jwks();
    expect(keys.keys.map((key) => key.kid)).toEqual(expect.arrayContaining([oldKid, newKid]));

    await expect(compactVerify(oldJws, createLocalJWKSet(keys))).resolves.toBeDefined();
    expect((await checkFile(oldPdf)).json().data.genuine).toBe(true);
    // The old letter is rebuilt with its own key, so it stays the same file.
    expect(
      (await download(before.token, 'letter.pdf', before.cookies)).rawPayload.equals(oldPdf),
    ).toBe(true);

    await flow.db().deleteFrom('verification_shares').execute();
    const after = await openedShare();
    const newJws = (await download(after.token, 'letter.jws', after.cookies)).body;
    expect(JSON.parse(Buffer.from(newJws.split('.')[0], 'base64url').toString()).kid).toBe(newKid);
  });

  it('prints a QR code to the check page with the verification ID', async () => {
    const { token, cookies } = await openedShare();
    const pdf = (await download(token, 'letter.pdf', cookies)).rawPayload;
    const verificationId = (await PDFDocument.load(pdf)).getSubject()!;
    expect(await qrTextIn(pdf)).toBe(
      `${ctx.config.publicUrl}/verify/check?id=${encodeURIComponent(verificationId)}`,
    );
  });

  it('answers revoked and expired on the check, and an unknown ID with 404', async () => {
    const { token, session, cookies } = await openedShare();
    const pdf = (await download(token, 'letter.pdf', cookies)).rawPayload;
    const verificationId = (await PDFDocument.load(pdf)).getSubject()!;
    const share = await flow
      .db()
      .selectFrom('verification_shares')
      .select('id')
      .where('verification_id', '=', verificationId)
      .executeTakeFirstOrThrow();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/verifications/shares/${share.id}/revoke`,
      cookies: { vi_employee_verification: session },
    });
    expect((await checkFile(pdf)).json().data).toMatchObject({ genuine: true, status: 'revoked' });
    expect((await download(token, 'letter.pdf', cookies)).statusCode).toBe(410);

    await flow
      .db()
      .updateTable('verification_shares')
      .set({ revoked_at: null, expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', share.id)
      .execute();
    const expired = await ctx.app.inject({
      method: 'GET',
      url: `/api/verify/check?id=${verificationId}`,
    });
    expect(expired.json().data.status).toBe('expired');

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/verify/check?id=VV-0000-0000-0000',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
