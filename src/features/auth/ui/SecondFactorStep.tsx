import { useVerifySecondFactorMutation } from '../api/session-api';
import { AuthenticatorCodeStep } from './TwoFactorSteps';

/** The second sign-in step: the session token arrives with the right code (see session-slice). */
export function SecondFactorStep({
  challenge,
  onSignedIn,
}: {
  challenge: string;
  onSignedIn: () => void;
}) {
  const [verify, { isLoading }] = useVerifySecondFactorMutation();
  return (
    <AuthenticatorCodeStep
      busy={isLoading}
      onCode={async (code) => {
        await verify({ challenge, code }).unwrap();
        onSignedIn();
      }}
    />
  );
}
