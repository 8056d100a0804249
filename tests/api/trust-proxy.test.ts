import type { LightMyRequestResponse } from 'fastify';
import { ConfigError, loadConfig } from '../../server/config';
import { createTestApp, type TestContext } from '../../server/test-support/test-app';
import { PRIVACY_NOTICE_VERSIONS } from '@vistaar/shared/config/privacy-notices';

const dialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
  });

  it.each(['true', 'yes', '10.0.0.0/33', 'proxy.local', '1.2.3.4/8/1', '99'])(
    'refuses "%s" at start-up with a message that says what to set',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/number of proxies/);
    },
  );
});

describe(`a client cannot choose the address it is counted under (${dialect})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(
      { trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy },
      { verificationTuning: { perAddressPerHour: 3, notFoundFloorMs: 0 } },
    );
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('counts the address the trusted proxy saw, whatever the client wrote before it', async () => {
    const attempt = (spoofed: string): Promise<LightMyRequestResponse> =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/career/init-otp',
        payload: {
          employeeCode: 'VI-404',
          dob: '1990-01-01',
          noticeVersion: PRIVACY_NOTICE_VERSIONS.verification,
        },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': `${spoofed}, 198.51.100.7` },
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) statuses.push((await attempt(`203.0.113.${i}`)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  });
});
