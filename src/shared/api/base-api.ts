import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/** The one API of the app; feature slices inject their endpoints into it. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Job',
    'Application',
    'Employee',
    'Me',
    'Team',
    'Account',
    'Audit',
    'VerificationShare',
    'EmailTemplate',
    'Interview',
    'Mention',
    'PipelineStage',
    'Holiday',
    'RejectionReason',
    'Retention',
    'PrivacyRequest',
    'Breach',
    'Offer',
    'OfferTemplate',
    'CtcStructure',
    'OfferApprovalRule',
    'Intake',
    'Conversation',
    'CandidateDuplicate',
    'TalentPool',
    'SavedList',
  ],
  endpoints: () => ({}),
});
