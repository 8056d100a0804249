import { baseApi, type ApiEnvelope } from '@/shared/api';

/** A session held back by the two-factor rule gives its code here (see SecondFactorGate). */
const secondFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    giveSessionSecondFactor: build.mutation<ApiEnvelope, string>({
      query: (code) => ({ url: '/api/auth/session/two-factor', method: 'POST', body: { code } }),
    }),
  }),
});

export const { useGiveSessionSecondFactorMutation } = secondFactorApi;
