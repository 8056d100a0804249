import { generateSync } from 'otplib';

/** The code an authenticator shows `offsetSteps` time steps from now. */
export const codeAt = (secret: string, offsetSteps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

/** A six-digit code the authenticator shows at none of the steps near now. */
export function wrongCodeFor(secret: string): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((offset) => codeAt(secret, offset)));
  return ['000000', '111111', '222222', '333333', '444444', '555555'].find(
    (code) => !valid.has(code),
  ) as string;
}
