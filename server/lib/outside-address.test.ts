import { isOutsideAddress } from './outside-address';

describe('isOutsideAddress', () => {
  it('refuses this machine, private networks, link-local and reserved ranges', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ]) {
      expect([address, isOutsideAddress(address)]).toEqual([address, false]);
    }
  });

  it('takes public addresses', () => {
    for (const address of ['8.8.8.8', '142.250.183.14', '2606:4700:4700::1111', '::ffff:1.1.1.1']) {
      expect([address, isOutsideAddress(address)]).toEqual([address, true]);
    }
  });
});
