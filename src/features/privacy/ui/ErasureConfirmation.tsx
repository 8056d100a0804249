import { useConfirmErasureMutation } from '../api/applicant-access-api';
import { LinkConfirmation, type LinkConfirmationPageProps } from './LinkConfirmation';

/** The last step of an erasure: the applicant, at the link from their e-mail, confirms it. */
export function ErasureConfirmation({ posted }: LinkConfirmationPageProps) {
  const [confirm, { isLoading }] = useConfirmErasureMutation();
  return (
    <LinkConfirmation
      confirm={(token) => confirm(token).unwrap()}
      posted={posted}
      busy={isLoading}
      buttonLabel="Erase my data"
      buttonColor="error"
      failure="Your data could not be erased just now."
    >
      Erasure removes your name, contact details, the other answers you gave and your resume. It
      cannot be undone. We keep only an anonymous record that an application was made, for our
      statistics.
    </LinkConfirmation>
  );
}
