import { twoFactorCodeSchema } from '@vistaar/shared/validation';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  newRecoveryCodes,
  recoveryCodeDigest,
} from './two-factor';

describe('recovery codes', () => {
  const symbols = new Set(RECOVERY_CODE_ALPHABET);

  it('carry at least 50 bits each, every symbol equally likely', () => {
    expect(symbols.size).toBe(RECOVERY_CODE_ALPHABET.length);
    expect(RECOVERY_CODE_LENGTH * Math.log2(symbols.size)).toBeGreaterThanOrEqual(50);
    // A symbol is picked from one random byte: without bias only when the alphabet divides 256.
    expect(256 % symbols.size).toBe(0);
  });

  it('read as xxxxx-xxxxx from the alphabet, and pass the sign-in form’s check', async () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      expect([...code.replace('-', '')].every((char) => symbols.has(char))).toBe(true);
      await expect(twoFactorCodeSchema.validate({ code })).resolves.toEqual({ code });
    }
  });

  it('use no symbols that look alike, and take a typed o for 0', () => {
    expect([...'il1o'].filter((char) => symbols.has(char))).toEqual([]);
    expect(recoveryCodeDigest('0ab2c-d3e0f')).toBe(recoveryCodeDigest(' OAB2C-D3EOF '));
    expect(recoveryCodeDigest('0ab2c-d3e0f')).toBe(recoveryCodeDigest('0ab2cd3e0f'));
    expect(recoveryCodeDigest('0ab2c-d3e0f')).not.toBe(recoveryCodeDigest('0ab2c-d3e0g'));
  });
});
