import Box from '@mui/material/Box';
import { useGetMeQuery } from '@/features/auth';
import { ApprovalChains, OfferSettings } from '@/features/offers';
import { paths } from '@vistaar/shared/config';
import { StaffPage } from '@/shared/ui/staff-page';

/**
 * Staff (admins and HR): the offer letter templates and the CTC structures offers are drafted
 * with; admins also set who approves offers, in order.
 */
export function OfferTemplatesPage() {
  const { data: me } = useGetMeQuery();
  return (
    <StaffPage
      title="Offer templates"
      description="Staff: offer letter templates and CTC structures."
      path={paths.offerTemplates}
      intro="The letters offers are made with, their placeholders filled in for each offer, and the ways a CTC is broken up. Amounts are shown the Indian way (₹18,50,000) and in words."
    >
      <OfferSettings />
      {me?.role === 'admin' ? (
        <Box sx={{ mt: 4 }}>
          <ApprovalChains />
        </Box>
      ) : null}
    </StaffPage>
  );
}
