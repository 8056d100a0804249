import { screen, within } from '@testing-library/react';

/** Each line of the 'Every disclosure' ledger as shown, newest first. */
export const disclosureLedgerLines = () =>
  within(screen.getByRole('region', { name: 'Every disclosure' }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.firstElementChild?.textContent);

/** How the ledger of the `ravisSharing` fixture reads. */
export const ravisLedgerLines = [
  'Viewed by VerifyCo (checks@verifyco.example.com, from 203.0.113.7)',
  'Shared with VerifyCo',
  'Expired (HomeLoans Bank)',
  'Revoked (Tenant Checks Ltd)',
];
