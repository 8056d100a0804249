import { useConfirmEmailChangeMutation } from '../api/applicant-access-api';
import { LinkConfirmation, type LinkConfirmationPageProps } from './LinkConfirmation';

/** A new e-mail address given on My application, confirmed by its owner at the link sent to it. */
export function EmailChangeConfirmation({ posted }: LinkConfirmationPageProps) {
  const [confirm, { isLoading }] = useConfirmEmailChangeMutation();
  return (
    <LinkConfirmation
      confirm={(token) => confirm(token).unwrap()}
      posted={posted}
      busy={isLoading}
      buttonLabel="Use this address"
      failure="Your e-mail address could not be changed just now."
    >
      Your application will use this e-mail address from now on, and we will tell the address you
      used before about the change.
    </LinkConfirmation>
  );
}
