import type { TwoFactorEnrolment } from '@vistaar/shared/contract';
import { useConfirmTwoFactorSetupMutation } from '../api/account-api';
import { CodeForm } from './CodeForm';
import { TwoFactorSecret } from './TwoFactorSecret';

/**
 * The signed-in member's new secret and the code that proves their app holds it; the
 * recovery codes the server answers with are shown once by the caller.
 */
export function TurnOnTwoFactor({
  enrolment,
  onRecoveryCodes,
}: {
  enrolment: TwoFactorEnrolment;
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const [confirm, confirmed] = useConfirmTwoFactorSetupMutation();
  return (
    <>
      <TwoFactorSecret enrolment={enrolment} />
      <CodeForm
        label="Authentication code"
        submitLabel="Turn on two-factor sign-in"
        busy={confirmed.isLoading}
        onCode={async (code) => {
          const answer = await confirm(code).unwrap();
          onRecoveryCodes(answer.data?.recoveryCodes ?? []);
        }}
      />
    </>
  );
}
