import { useParams } from 'react-router-dom';
import { OfferDecision, OffersAwaitingMe } from '@/features/offers';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/** Staff: the offers waiting for the signed-in member's approval. */
export function OfferApprovalsPage() {
  return (
    <StaffPage
      title="Offers to approve"
      description="Staff: offers waiting for your approval."
      path={paths.offerApprovals}
      intro="Offers reach you in the order their approval chain sets; each waits for you once the approvers before you have approved it."
    >
      <OffersAwaitingMe />
    </StaffPage>
  );
}

/** Staff: one offer as its approver opens it, from the list or the e-mail's link. */
export function OfferApprovalPage() {
  const { offerId = '' } = useParams();
  const id = /^\d{1,10}$/.test(offerId) ? Number(offerId) : 0;
  return (
    <StaffPage
      title="Offer to approve"
      description="Staff: one offer to approve."
      path={paths.offerApprovals}
      intro="Read the letter as the candidate will get it, then approve it or send it back to draft with a comment."
    >
      <OfferDecision offerId={id} />
    </StaffPage>
  );
}
